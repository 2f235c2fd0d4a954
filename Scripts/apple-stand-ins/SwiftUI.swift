// Declaration-only stand-in for the SwiftUI symbols the Apple app uses, so
// Scripts/check-apple.sh can type-check every view on Linux. Each declaration carries the
// signature of Apple's documentation (developer.apple.com/documentation/swiftui/…), noted
// above it where it is not obvious. Return types written `some View` in the documentation
// are a concrete stand-in type here, which type-checks the same way at the call site.
// Bodies never run. To use another SwiftUI API in the app, declare it here first, from
// the documentation. The app never links this.
import Foundation
import Observation
import UIKit

private func standIn() -> Never { fatalError("SwiftUI stand-in: type-checking only") }

// MARK: - Views and builders

/// documentation/swiftui/view
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { standIn() }
}

/// documentation/swiftui/viewbuilder
@resultBuilder
public struct ViewBuilder {
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyView { EmptyView() }
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: View>(_ content: repeat each Content)
        -> TupleView<(repeat each Content)>
    { standIn() }
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { standIn() }
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
        -> _ConditionalContent<TrueContent, FalseContent>
    { standIn() }
}

public nonisolated struct EmptyView: View {
    public init() {}
    public var body: Never { standIn() }
}

public nonisolated struct TupleView<T>: View {
    public var body: Never { standIn() }
}

public nonisolated struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    public var body: Never { standIn() }
}

extension Optional: View where Wrapped: View {
    public var body: Never { standIn() }
}

/// documentation/swiftui/viewmodifier
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    public var body: Never { standIn() }
}

/// documentation/swiftui/modifiedcontent
public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { standIn() }
}

/// What the documentation's `some View` modifiers return here.
public nonisolated struct _StandInModifier: ViewModifier {
    public func body(content: Content) -> Never { standIn() }
}

/// documentation/swiftui/accessibilityattachmentmodifier
public nonisolated struct AccessibilityAttachmentModifier: ViewModifier {
    public func body(content: Content) -> Never { standIn() }
}

/// documentation/swiftui/buttonstyle (the app's own `ButtonStyle` modifier hides it).
@MainActor @preconcurrency
public protocol ButtonStyle {}

// MARK: - App and scenes

/// documentation/swiftui/app
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
    @MainActor @preconcurrency init()
}

extension App {
    @MainActor @preconcurrency public static func main() { standIn() }
}

/// documentation/swiftui/scene
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// documentation/swiftui/scenebuilder
@resultBuilder
public struct SceneBuilder {
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// documentation/swiftui/windowgroup
public nonisolated struct WindowGroup<Content: View>: Scene {
    public init(@ViewBuilder content: () -> Content) { standIn() }
    public var body: Never { standIn() }
}

/// documentation/swiftui/previewprovider
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
}

// MARK: - State

/// documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// documentation/swiftui/state
@propertyWrapper
public struct State<Value>: DynamicProperty {
    public init(wrappedValue value: Value) { standIn() }
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    public var projectedValue: Binding<Value> { standIn() }
}

/// documentation/swiftui/binding
@propertyWrapper @dynamicMemberLookup
public struct Binding<Value> {
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { standIn() }
    public static func constant(_ value: Value) -> Binding<Value> { standIn() }
    public var wrappedValue: Value {
        get { standIn() }
        nonmutating set { standIn() }
    }
    public var projectedValue: Binding<Value> { standIn() }
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
        -> Binding<Subject>
    { standIn() }
}

/// documentation/swiftui/bindable
@propertyWrapper @dynamicMemberLookup
public struct Bindable<Value> {
    public var wrappedValue: Value
    public var projectedValue: Bindable<Value> { standIn() }
    public init(wrappedValue: Value) where Value: AnyObject, Value: Observable {
        self.wrappedValue = wrappedValue
    }
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>)
        -> Binding<Subject> where Value: AnyObject
    { standIn() }
}

/// documentation/swiftui/environment
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { standIn() }
    public var wrappedValue: Value { standIn() }
}

/// documentation/swiftui/environmentvalues
public struct EnvironmentValues {
    /// var dismiss: DismissAction { get }
    public var dismiss: DismissAction { standIn() }
    /// var accessibilityReduceMotion: Bool { get }
    public var accessibilityReduceMotion: Bool { standIn() }
    /// var scenePhase: ScenePhase { get set }
    public var scenePhase: ScenePhase { standIn() }
}

/// documentation/swiftui/scenephase
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// documentation/swiftui/dismissaction
@MainActor @preconcurrency
public struct DismissAction {
    public func callAsFunction() { standIn() }
}

// MARK: - Animation

/// documentation/swiftui/animation
public struct Animation: Equatable, Sendable {
    public static let `default` = Animation()
    /// static var easeOut: Animation { get }
    public static var easeOut: Animation { standIn() }
    /// static func easeOut(duration: TimeInterval) -> Animation
    public static func easeOut(duration: TimeInterval) -> Animation { standIn() }
    /// static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double,
    ///     duration: TimeInterval = 0.35) -> Animation
    public static func timingCurve(
        _ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: TimeInterval = 0.35
    ) -> Animation { standIn() }
    /// func delay(_ delay: TimeInterval) -> Animation
    public func delay(_ delay: TimeInterval) -> Animation { standIn() }
}

/// documentation/swiftui/withanimation(_:_:)
public func withAnimation<Result>(
    _ animation: Animation? = .default, _ body: () throws -> Result
) rethrows -> Result { standIn() }

// MARK: - Primitive views

/// documentation/swiftui/localizedstringkey
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    public init(_ value: String) { standIn() }
    public init(stringLiteral value: String) { standIn() }
    public init(stringInterpolation: StringInterpolation) { standIn() }

    public struct StringInterpolation: StringInterpolationProtocol {
        public init(literalCapacity: Int, interpolationCount: Int) { standIn() }
        public mutating func appendLiteral(_ literal: String) { standIn() }
        public mutating func appendInterpolation(_ string: String) { standIn() }
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            standIn()
        }
    }
}

/// The numbers `LocalizedStringKey` interpolates.
public protocol _FormatSpecifiable: Equatable {}
extension Int: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

/// documentation/swiftui/text
public nonisolated struct Text: View {
    public init(
        _ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil,
        comment: StaticString? = nil
    ) { standIn() }
    @_disfavoredOverload public init<S: StringProtocol>(_ content: S) { standIn() }
    public init(verbatim content: String) { standIn() }
    public var body: Never { standIn() }

    public func font(_ font: Font?) -> Text { standIn() }
    public func fontWeight(_ weight: Font.Weight?) -> Text { standIn() }
    public func foregroundColor(_ color: Color?) -> Text { standIn() }
}

/// documentation/swiftui/image
public nonisolated struct Image: View {
    public init(_ name: String, bundle: Bundle? = nil) { standIn() }
    public init(systemName: String) { standIn() }
    /// init(uiImage: UIImage)
    public init(uiImage: UIImage) { standIn() }
    public var body: Never { standIn() }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }

    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// func resizable(capInsets: EdgeInsets = EdgeInsets(),
    ///     resizingMode: Image.ResizingMode = .stretch) -> Image
    public func resizable(
        capInsets: EdgeInsets = EdgeInsets(), resizingMode: Image.ResizingMode = .stretch
    ) -> Image { standIn() }
    /// func interpolation(_ interpolation: Image.Interpolation) -> Image
    public func interpolation(_ interpolation: Image.Interpolation) -> Image { standIn() }
}

/// documentation/swiftui/button
public nonisolated struct Button<Label: View>: View {
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        standIn()
    }
    public var body: Never { standIn() }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        standIn()
    }
    public init(
        _ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) { standIn() }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) { standIn() }
}

/// documentation/swiftui/buttonrole
public struct ButtonRole: Equatable, Sendable {
    public static let destructive = ButtonRole()
    public static let cancel = ButtonRole()
}

public nonisolated struct HStack<Content: View>: View {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) { standIn() }
    public var body: Never { standIn() }
}

public nonisolated struct VStack<Content: View>: View {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) { standIn() }
    public var body: Never { standIn() }
}

public nonisolated struct ZStack<Content: View>: View {
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        standIn()
    }
    public var body: Never { standIn() }
}

public nonisolated struct Spacer: View {
    public init(minLength: CGFloat? = nil) { standIn() }
    public var body: Never { standIn() }
}

/// documentation/swiftui/form
public nonisolated struct Form<Content: View>: View {
    public init(@ViewBuilder content: () -> Content) { standIn() }
    public var body: Never { standIn() }
}

/// documentation/swiftui/section
public nonisolated struct Section<Parent, Content, Footer> {}

extension Section: View where Parent: View, Content: View, Footer: View {
    public var body: Never { standIn() }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// init(header: Parent, @ViewBuilder content: () -> Content)
    public init(header: Parent, @ViewBuilder content: () -> Content) { standIn() }
}

/// documentation/swiftui/foreach
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {}

extension ForEach: View where Content: View {
    public var body: Never { standIn() }
}

extension ForEach where Content: View {
    /// init(_ data: Data, id: KeyPath<Data.Element, ID>,
    ///     @ViewBuilder content: @escaping (Data.Element) -> Content)
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder content: @escaping (Data.Element) -> Content
    ) { standIn() }
}

// MARK: - Colours, gradients and shapes

/// documentation/swiftui/shapestyle
public protocol ShapeStyle: Sendable {}

/// documentation/swiftui/color
public nonisolated struct Color: View, ShapeStyle, Hashable {
    public enum RGBColorSpace: Hashable, Sendable {
        case sRGB, sRGBLinear, displayP3
    }

    /// init(_ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double,
    ///     blue: Double, opacity: Double = 1)
    public init(
        _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
        opacity: Double = 1
    ) { standIn() }
    /// init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1)
    public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        standIn()
    }
    public init(_ name: String, bundle: Bundle? = nil) { standIn() }

    public static let white = Color(white: 1)
    public static let black = Color(white: 0)
    public static let clear = Color(white: 0, opacity: 0)

    public var body: Never { standIn() }
}

/// documentation/swiftui/gradient
public struct Gradient: Hashable, Sendable {
    public init(colors: [Color]) { standIn() }
}

/// documentation/swiftui/unitpoint
public struct UnitPoint: Hashable, Sendable {
    public static let top = UnitPoint()
    public static let bottom = UnitPoint()
    public static let leading = UnitPoint()
    public static let trailing = UnitPoint()
    public static let center = UnitPoint()
}

/// documentation/swiftui/lineargradient
public nonisolated struct LinearGradient: View, ShapeStyle {
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { standIn() }
    public var body: Never { standIn() }
}

public struct Path {}

public struct FillStyle: Equatable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

/// documentation/swiftui/shape
public protocol Shape: View, Sendable {
    func path(in rect: CGRect) -> Path
}

extension Shape {
    /// func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
    ///     where S : ShapeStyle
    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle())
        -> ModifiedContent<Self, _StandInModifier>
    { standIn() }
}

/// documentation/swiftui/insettableshape
public protocol InsettableShape: Shape {}

extension InsettableShape {
    /// func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> ModifiedContent<Self, _StandInModifier>
    { standIn() }
}

/// documentation/swiftui/capsule
public nonisolated struct Capsule: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { standIn() }
    public var body: Never { standIn() }
}

// MARK: - Fonts and layout values

/// documentation/swiftui/font
public struct Font: Hashable, Sendable {
    public enum TextStyle: Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote
        case caption, caption2
    }

    public enum Design: Hashable, Sendable {
        case `default`, serif, rounded, monospaced
    }

    public struct Weight: Hashable, Sendable {
        public static let regular = Weight()
        public static let bold = Weight()
        public static let heavy = Weight()
        public static let black = Weight()
    }

    public static let title = Font()
    public static let body = Font()
    public static let footnote = Font()

    /// static func system(_ style: Font.TextStyle, design: Font.Design? = nil,
    ///     weight: Font.Weight? = nil) -> Font
    public static func system(
        _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
    ) -> Font { standIn() }
    /// static func system(size: CGFloat, weight: Font.Weight? = nil,
    ///     design: Font.Design? = nil) -> Font
    public static func system(
        size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
    ) -> Font { standIn() }
}

public struct Alignment: Hashable, Sendable {
    public static let center = Alignment()
    public static let top = Alignment()
    public static let topLeading = Alignment()
    public static let topTrailing = Alignment()
    public static let bottom = Alignment()
}

public struct HorizontalAlignment: Hashable, Sendable {
    public static let center = HorizontalAlignment()
    public static let leading = HorizontalAlignment()
    public static let trailing = HorizontalAlignment()
}

public struct VerticalAlignment: Hashable, Sendable {
    public static let center = VerticalAlignment()
    public static let top = VerticalAlignment()
    public static let bottom = VerticalAlignment()
}

public enum TextAlignment: Hashable, Sendable {
    case leading, center, trailing
}

public enum Edge: Int8, Hashable, Sendable {
    case top, leading, bottom, trailing

    public struct Set: OptionSet, Sendable {
        public var rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let leading = Set(rawValue: 2)
        public static let bottom = Set(rawValue: 4)
        public static let trailing = Set(rawValue: 8)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

public struct EdgeInsets: Equatable, Sendable {
    public init() {}
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {}
}

// MARK: - Keyboard and accessibility values

/// documentation/swiftui/keyequivalent
public struct KeyEquivalent: Hashable, Sendable {
    public init(_ character: Character) { standIn() }
    public static let space = KeyEquivalent(" ")
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
}

/// documentation/swiftui/eventmodifiers
public struct EventModifiers: OptionSet, Hashable, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
}

/// documentation/swiftui/keyboardshortcut
public struct KeyboardShortcut: Hashable, Sendable {
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) { standIn() }
    /// static let defaultAction: KeyboardShortcut (Return)
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// static let cancelAction: KeyboardShortcut (Esc)
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

/// documentation/swiftui/accessibilitytraits (a SetAlgebra there; an OptionSet here)
public struct AccessibilityTraits: OptionSet, Sendable {
    public var rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isModal = AccessibilityTraits(rawValue: 8)
}

/// documentation/swiftui/accessibilitychildbehavior
public struct AccessibilityChildBehavior: Hashable, Sendable {
    public static let ignore = AccessibilityChildBehavior()
    public static let contain = AccessibilityChildBehavior()
    public static let combine = AccessibilityChildBehavior()
}

// MARK: - View modifiers

extension View {
    public typealias _Modified = ModifiedContent<Self, _StandInModifier>

    /// func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> { standIn() }

    public func font(_ font: Font?) -> _Modified { standIn() }
    /// func fontWeight(_ weight: Font.Weight?) -> some View
    public func fontWeight(_ weight: Font.Weight?) -> _Modified { standIn() }
    public func foregroundColor(_ color: Color?) -> _Modified { standIn() }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> _Modified { standIn() }
    public func accentColor(_ accentColor: Color?) -> _Modified { standIn() }
    public func multilineTextAlignment(_ alignment: TextAlignment) -> _Modified { standIn() }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> _Modified {
        standIn()
    }
    public func padding(_ length: CGFloat) -> _Modified { standIn() }
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
        -> _Modified
    { standIn() }
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> _Modified { standIn() }
    public func layoutPriority(_ value: Double) -> _Modified { standIn() }
    public func scaledToFit() -> _Modified { standIn() }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> _Modified { standIn() }
    /// func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> _Modified { standIn() }

    /// func background<Background>(_ background: Background,
    ///     alignment: Alignment = .center) -> some View where Background : View
    /// (deprecated there, and ranked below the ShapeStyle overload for a `Color`).
    @_disfavoredOverload
    public func background<Background: View>(
        _ background: Background, alignment: Alignment = .center
    ) -> _Modified { standIn() }
    /// func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    ///     -> some View where S : ShapeStyle
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> _Modified
    { standIn() }
    /// func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center)
    ///     -> some View where Overlay : View
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center)
        -> _Modified
    { standIn() }

    public func opacity(_ opacity: Double) -> _Modified { standIn() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> _Modified { standIn() }
    /// func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33),
    ///     radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View
    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat,
        x: CGFloat = 0, y: CGFloat = 0
    ) -> _Modified { standIn() }
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> _Modified {
        standIn()
    }

    /// func sheet<Content>(isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
    ///     @ViewBuilder content: @escaping () -> Content) -> some View where Content : View
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> _Modified { standIn() }
    /// func alert<S, A>(_ title: S, isPresented: Binding<Bool>,
    ///     @ViewBuilder actions: () -> A) -> some View where S : StringProtocol, A : View
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> _Modified { standIn() }
    public func onAppear(perform action: (() -> Void)? = nil) -> _Modified { standIn() }
    /// func onChange<V>(of value: V, initial: Bool = false,
    ///     _ action: @escaping (V, V) -> Void) -> some View where V : Equatable
    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
    ) -> _Modified { standIn() }

    /// func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
    ///     -> some View
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command)
        -> _Modified
    { standIn() }
    /// func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> _Modified { standIn() }

    /// func accessibilityLabel<S>(_ label: S)
    ///     -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S : StringProtocol
    public func accessibilityLabel<S: StringProtocol>(_ label: S)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { standIn() }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { standIn() }
    public func accessibilityHidden(_ hidden: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    { standIn() }
    /// func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore)
        -> _Modified
    { standIn() }
}
