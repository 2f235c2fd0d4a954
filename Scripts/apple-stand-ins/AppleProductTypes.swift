// Declaration-only stand-in for Xcode's AppleProductTypes manifest module, so
// Scripts/check-apple.sh can type-check Apple/RMITCasino.swiftpm/Package.swift on Linux. The
// signature of `iOSApplication` and the values the app's manifest uses are those of SwiftPM's
// own source (Sources/PackageDescription/Product.swift and the AppleProductTypes module, built
// there only with ENABLE_APPLE_PRODUCT_TYPES). Only the labels, their order and the types are
// checked; nothing here builds an app.
import PackageDescription

extension Product {
    /// Creates an iOS application package product.
    public static func iOSApplication(
        name: String,
        targets: [String],
        bundleIdentifier: String? = nil,
        teamIdentifier: String? = nil,
        displayVersion: String? = nil,
        bundleVersion: String? = nil,
        appIcon: AppleAppIcon? = nil,
        accentColor: AppleAccentColor? = nil,
        supportedDeviceFamilies: [AppleDeviceFamily],
        supportedInterfaceOrientations: [AppleInterfaceOrientation],
        additionalInfoPlistContentFilePath: String? = nil
    ) -> Product {
        .executable(name: name, targets: targets)
    }
}

/// ProductSetting.IOSAppInfo.AppIcon
public enum AppleAppIcon: Equatable {
    public struct PlaceholderIcon: Equatable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var coins: Self { .init(rawValue: "coins") }
        public static var gamepad: Self { .init(rawValue: "gamepad") }
    }
    case placeholder(icon: PlaceholderIcon)
    case asset(String)
}

/// ProductSetting.IOSAppInfo.AccentColor
public enum AppleAccentColor: Equatable {
    public struct PresetColor: Equatable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static var red: Self { .init(rawValue: "red") }
    }
    case presetColor(PresetColor)
    case asset(String)
}

/// ProductSetting.IOSAppInfo.DeviceFamily
public enum AppleDeviceFamily: String, Equatable {
    case phone
    case pad
    case mac
}

/// ProductSetting.IOSAppInfo.DeviceFamilyCondition
public struct AppleDeviceFamilyCondition: Equatable {
    public var deviceFamilies: [AppleDeviceFamily]
    public static func when(deviceFamilies: [AppleDeviceFamily]) -> Self {
        Self(deviceFamilies: deviceFamilies)
    }
}

/// ProductSetting.IOSAppInfo.InterfaceOrientation
public enum AppleInterfaceOrientation: Equatable {
    case portrait(_ condition: AppleDeviceFamilyCondition? = nil)
    case portraitUpsideDown(_ condition: AppleDeviceFamilyCondition? = nil)
    case landscapeRight(_ condition: AppleDeviceFamilyCondition? = nil)
    case landscapeLeft(_ condition: AppleDeviceFamilyCondition? = nil)

    public static var portrait: Self { portrait(nil) }
    public static var portraitUpsideDown: Self { portraitUpsideDown(nil) }
    public static var landscapeRight: Self { landscapeRight(nil) }
    public static var landscapeLeft: Self { landscapeLeft(nil) }
}
