/// A property of an input decoder that did not hold for one input: what the fuzz targets
/// trap on and the corpus replay reports.
package struct PropertyViolation: Error, CustomStringConvertible, Equatable {
    package var description: String

    package init(_ description: String) { self.description = description }
}
