import Foundation

/// Finds Linux-only code that would stop a module compiling for macOS or iOS: a Glibc import
/// or a Glibc-only symbol outside a Linux branch of an `#if` that also has a Darwin branch.
///
/// There is no Mac here, so this is how "every module compiles for Darwin" stays true after
/// review: the compiler on Linux never sees the code a Darwin build would see, but it can be
/// made to see that each Linux-only call has an alternative beside it.
struct PlatformGuardScanner {
    /// One piece of Linux-only code with no Darwin alternative.
    struct Finding: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var what: String
        var description: String { "\(file):\(line): \(what)" }
    }

    /// What Darwin lacks or spells differently, with the reason a reviewer reads.
    static let linuxOnly: [(pattern: String, why: String)] = [
        (#"^\s*(@\w+\s+)*import\s+Glibc\b"#, "import Glibc"),
        (#"\bGlibc\."#, "a Glibc-qualified call (Darwin's module is Darwin)"),
        (#"__sigaction_handler"#, "__sigaction_handler (Darwin: __sigaction_u.__sa_handler)"),
        (#"\bsigtimedwait\b"#, "sigtimedwait (not on Darwin)"),
        (#"/proc/"#, "a /proc path (no /proc on Darwin)"),
        (#"\bgetrandom\b"#, "getrandom (Darwin: getentropy or arc4random_buf)"),
        (#"RUSAGE_SELF\.rawValue"#, "RUSAGE_SELF.rawValue (a plain Int32 on Darwin)"),
    ]

    /// Files (or folders, ending in `/`, or name prefixes ending in `*`) not checked yet,
    /// each someone else's to fix. The list only shrinks.
    var excluded: [String] = []

    /// Every finding in the Swift files under `sources`, paths relative to `root`.
    func scan(sources: URL, root: URL) throws -> [Finding] {
        let files =
            FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }
            .filter { $0.pathExtension == "swift" } ?? []
        return try files.sorted { $0.path < $1.path }.flatMap { url -> [Finding] in
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            guard !isExcluded(relative) else { return [] }
            return check(try String(contentsOf: url, encoding: .utf8), file: relative)
        }
    }

    func isExcluded(_ path: String) -> Bool {
        excluded.contains { entry in
            if entry.hasSuffix("*") || entry.hasSuffix("/") {
                return path.hasPrefix(String(entry.dropLast(entry.hasSuffix("*") ? 1 : 0)))
            }
            return path == entry
        }
    }

    /// The findings in one file's text.
    func check(_ text: String, file: String) -> [Finding] {
        let lines = text.components(separatedBy: "\n").map(Self.code)
        let guarded = Self.guardedLines(lines)
        var findings: [Finding] = []
        for (index, line) in lines.enumerated() where !guarded[index] {
            for rule in Self.linuxOnly
            where line.range(of: rule.pattern, options: .regularExpression) != nil {
                findings.append(Finding(file: file, line: index + 1, what: rule.why))
            }
        }
        // Foundation on iOS has no Process: child processes are only for Linux and macOS.
        let offIOS = Self.linesOffIOS(lines)
        for (index, line) in lines.enumerated() where !offIOS[index] {
            if line.range(of: #"\bProcess\(\)"#, options: .regularExpression) != nil {
                findings.append(
                    Finding(
                        file: file, line: index + 1,
                        what: "Process outside #if os(Linux) || os(macOS) (no Process on iOS)"))
            }
        }
        // fsync(2) only reaches the drive's cache on Darwin; a durable save needs F_FULLFSYNC.
        let calls = lines.indices.filter {
            lines[$0].range(of: #"\bfsync\("#, options: .regularExpression) != nil
        }
        if let first = calls.first, !lines.contains(where: { $0.contains("F_FULLFSYNC") }) {
            findings.append(
                Finding(file: file, line: first + 1, what: "fsync without F_FULLFSYNC beside it"))
        }
        return findings
    }

    /// The line without its comment, so a doc comment may name what the code avoids.
    static func code(_ line: String) -> String {
        var inString = false
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if character == "\"" && previous != "\\" { inString.toggle() }
            if !inString && character == "/" && previous == "/" {
                return String(line[..<line.index(before: index)])
            }
            previous = character
        }
        return line
    }

    /// One `#if … #elseif … #else … #endif` chain: each branch's condition (`nil` for
    /// `#else`).
    private final class Chain {
        var conditions: [String?] = []
        var hasDarwinBranch: Bool {
            conditions.contains { $0 == nil || $0.map(isDarwinSide) == true }
        }
    }

    /// For each line, the branch it sits in of every `#if` chain open around it.
    private static func branches(_ lines: [String]) -> [[(chain: Chain, branch: Int)]] {
        var open: [Chain] = []
        var branchOfLine: [[(chain: Chain, branch: Int)]] = []
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("#if ") {
                let chain = Chain()
                chain.conditions.append(String(trimmed.dropFirst(4)))
                open.append(chain)
            } else if trimmed.hasPrefix("#elseif "), let chain = open.last {
                chain.conditions.append(String(trimmed.dropFirst(8)))
            } else if trimmed.hasPrefix("#else"), let chain = open.last {
                chain.conditions.append(nil)
            } else if trimmed.hasPrefix("#endif") {
                _ = open.popLast()
            }
            branchOfLine.append(open.map { ($0, $0.conditions.count - 1) })
        }
        return branchOfLine
    }

    /// For each line, whether it sits in a Linux branch whose chain also has a Darwin one.
    static func guardedLines(_ lines: [String]) -> [Bool] {
        branches(lines).map { stack in
            stack.contains { entry in
                let conditions = entry.chain.conditions
                let linuxSide =
                    if let condition = conditions[entry.branch] {
                        isLinuxSide(condition)
                    } else {
                        // `#else` after a Darwin branch is where Linux goes.
                        conditions[..<entry.branch].contains { $0.map(isDarwinSide) == true }
                    }
                return linuxSide && entry.chain.hasDarwinBranch
            }
        }
    }

    /// For each line, whether it sits in a branch never compiled for iOS.
    static func linesOffIOS(_ lines: [String]) -> [Bool] {
        branches(lines).map { stack in
            stack.contains { entry in
                entry.chain.conditions[entry.branch].map(excludesIOS) ?? false
            }
        }
    }

    /// A condition naming only platforms other than iOS (`os(Linux) || os(macOS)`, say).
    static func excludesIOS(_ condition: String) -> Bool {
        let named = ["os(Linux)", "os(macOS)", "canImport(Glibc)"].contains {
            condition.contains($0)
        }
        return named && !condition.contains("!") && !condition.contains("os(iOS)")
            && !condition.contains("canImport(Darwin)")
    }

    /// A condition true on Linux and never on an Apple platform.
    static func isLinuxSide(_ condition: String) -> Bool {
        let linux =
            condition.contains("canImport(Glibc)") || condition.contains("os(Linux)")
            || condition.contains("!canImport(Darwin)")
        return linux
            && !mentionsApple(condition.replacingOccurrences(of: "!canImport(Darwin)", with: ""))
    }

    /// A condition true on an Apple platform and never on Linux.
    static func isDarwinSide(_ condition: String) -> Bool {
        mentionsApple(condition) && !condition.contains("!") && !condition.contains("Linux")
            && !condition.contains("Glibc")
    }

    private static func mentionsApple(_ condition: String) -> Bool {
        ["canImport(Darwin)", "os(macOS)", "os(iOS)", "os(tvOS)", "os(watchOS)", "os(visionOS)"]
            .contains { condition.contains($0) }
    }
}
