import Foundation

/// The folder holding the executables this package built, found beside the running test
/// bundle, so tests can run `casino` and helper tools exactly as a player would.
package let builtProductsDirectory: URL = {
    let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    var folder = me.deletingLastPathComponent()
    // On Linux the test runner is `<products>/<Package>PackageTests.xctest`.
    while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("casino").path),
        folder.path != "/"
    {
        folder.deleteLastPathComponent()
    }
    return folder
}()

/// A built executable of this package by name.
package func builtProduct(_ name: String) -> URL {
    builtProductsDirectory.appendingPathComponent(name)
}

/// The one folder of this test process under the system's temporary folder, removed when the
/// process exits: one folder a test for thousands of tests a run filled /tmp (4,000 folders in
/// a day of work) with saves nobody would read again.
private let temporaryRoot: URL = {
    let url = URL(fileURLWithPath: temporaryRootPath(), isDirectory: true)
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(atPath: temporaryRootPath()) }
    return url
}()

/// The path of `temporaryRoot`, computed again at exit (a C exit handler captures nothing).
private func temporaryRootPath() -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent("casino-tests-\(getpid())").path
}

/// A fresh, empty folder under the test process's temporary folder.
package func makeTemporaryDirectory(_ label: String = "casino-test") -> URL {
    let url = temporaryRoot.appendingPathComponent("\(label)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
