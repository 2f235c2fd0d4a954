import Foundation
import TestSupport
import Testing

/// The game leaves out the part of Foundation that carries ICU: swift-corelibs-foundation
/// and FoundationInternationalization bring about 30 MB of code and Unicode data that the
/// player's idle game kept resident, for date and number formatting it does not need. Every
/// module `casino` links imports FoundationEssentials at most (issue 11's "Lean").
@Suite(.endToEndTimeLimit) struct LeanBinaryTests {
    #if os(Linux)
        @Test(.requires(.ldd)) func theGameLoadsNoFoundationLibraryThatBringsICU() throws {
            let result = try runProcess(try ExternalTool.ldd.url, [builtProduct("casino").path])
            #expect(result.status == 0, "\(result.standardError)")
            let libraries = result.standardOutput.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            }
            // The list is read right: the Swift runtime is among the libraries of this build.
            #expect(libraries.contains("libswiftCore.so"), "\(result.standardOutput)")
            let heavy = [
                "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so",
            ]
            for library in heavy {
                #expect(!libraries.contains(library), "casino loads \(library)")
            }
        }
    #endif
}
