extension String {
    /// The text cut or filled with spaces to exactly `length` characters, for columns in
    /// plain text. Foundation's `padding(toLength:withPad:startingAt:)` does the same but
    /// lives outside FoundationEssentials, and only this one use of it is needed.
    package func padded(toLength length: Int) -> String {
        let count = self.count
        if count >= length { return String(prefix(length)) }
        return self + String(repeating: " ", count: length - count)
    }
}
