import Foundation

/// What a finished child process said and how it ended.
package struct ProcessResult: Sendable {
    package var status: Int32
    package var standardOutput: String
    package var standardError: String
}

/// Runs an executable to completion with `arguments`, an optional extra environment and
/// standard input, and captures both output streams.
package func runProcess(
    _ executable: URL, _ arguments: [String], environment: [String: String] = [:],
    input: String? = nil
) throws -> ProcessResult {
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let inPipe = Pipe()
    process.standardInput = inPipe
    try process.run()
    if let input { inPipe.fileHandleForWriting.write(Data(input.utf8)) }
    try inPipe.fileHandleForWriting.close()
    // Read both streams before waiting, so a chatty child never blocks on a full pipe.
    let errData = Mutexed<Data>(Data())
    let group = DispatchGroup()
    DispatchQueue.global().async(group: group) {
        errData.value = err.fileHandleForReading.readDataToEndOfFile()
    }
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    group.wait()
    process.waitUntilExit()
    return ProcessResult(
        status: process.terminationStatus,
        standardOutput: String(decoding: outData, as: UTF8.self),
        standardError: String(decoding: errData.value, as: UTF8.self))
}

/// A box for handing one value across a thread in test helpers.
final class Mutexed<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    init(_ value: Value) { stored = value }
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}

extension Process {
    /// Starts the process with no signal blocked, as a shell would start it.
    ///
    /// A child inherits the signal mask of the thread that starts it, and Swift Testing runs
    /// tests on dispatch's worker threads, which block every asynchronous signal: started
    /// from one with ``run()``, an X server ignored `terminate()` (its SIGTERM stayed
    /// pending) and a game ignored the SIGTERM a test sent to see it save and quit.
    package func runWithNoSignalBlocked() throws {
        var none = sigset_t()
        var blocked = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &blocked)
        defer { pthread_sigmask(SIG_SETMASK, &blocked, nil) }
        try run()
    }
}
