import CasinoSystem

/// Figures that `--json` prints: `odds`', `simulate`'s and `audit`'s, in one format.
package protocol JSONReport: Encodable {}

extension JSONReport {
    /// The figures as JSON, indented and with sorted keys, so two runs' outputs compare line
    /// by line.
    package func json() throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return String(decoding: try encoder.encode(self), as: UTF8.self)
    }
}
