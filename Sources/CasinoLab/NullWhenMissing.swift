/// An optional figure that a JSON report writes as `null` rather than leaving out, so a
/// reader sees the field exists (and, beside it, why it has no value) instead of guessing
/// whether it was forgotten. Reports never write NaN or infinity, which JSON cannot hold.
@propertyWrapper
package struct NullWhenMissing<Value: Encodable & Sendable>: Encodable, Sendable {
    package var wrappedValue: Value?

    package init(wrappedValue: Value?) { self.wrappedValue = wrappedValue }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let wrappedValue {
            try container.encode(wrappedValue)
        } else {
            try container.encodeNil()
        }
    }
}
