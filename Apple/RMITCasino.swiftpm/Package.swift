// swift-tools-version: 6.1
// RMIT Casino for iPhone, iPad and Mac ("Designed for iPad"): the guide's SwiftUI app on the
// engine of the package two folders up. Open this folder in Xcode (or Swift Playgrounds),
// pick an iPhone simulator, and Run.
import AppleProductTypes
import PackageDescription

let package = Package(
    name: "RMITCasinoApp",
    // Resources/Localizable.xcstrings holds every text in English and Vietnamese, written
    // from the game's catalogue (CasinoPresentation's Texts) and checked against it by a test.
    defaultLocalization: "en",
    // iOS 18: the save file's lock uses Swift's Mutex (Synchronization).
    platforms: [.iOS("18.0")],
    products: [
        .iOSApplication(
            name: "RMIT Casino",
            targets: ["AppModule"],
            bundleIdentifier: "edu.rmit.cosc3062.casino",
            teamIdentifier: "",
            displayVersion: "1.0",
            bundleVersion: "1",
            appIcon: .placeholder(icon: .coins),
            accentColor: .presetColor(.red),
            supportedDeviceFamilies: [.pad, .phone],
            supportedInterfaceOrientations: [
                .portrait, .landscapeRight, .landscapeLeft,
                .portraitUpsideDown(.when(deviceFamilies: [.pad])),
            ]
        )
    ],
    dependencies: [
        .package(name: "RMITCasino", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "AppModule",
            dependencies: [.product(name: "CasinoApp", package: "RMITCasino")],
            path: "."
        )
    ],
    swiftLanguageModes: [.v6]
)
