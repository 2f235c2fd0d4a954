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

/// A fresh, empty folder under the system's temporary folder.
package func makeTemporaryDirectory(_ label: String = "casino-test") -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("\(label)-\(UUID().uuidString)")
    try! FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}
