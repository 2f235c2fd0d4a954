import CasinoPresentation

extension Texts {
    /// The Apple app's String Catalog (`Localizable.xcstrings`), written from ``catalogue``:
    /// one string a key, in every language, the values of a text with values filled in by
    /// example. Its Vietnamese makes the app a Vietnamese one, so the system's preferred
    /// languages choose it; the app then takes every word from ``Texts``, and a test holds
    /// the file to this, so the two cannot drift. Keys sorted, two-space indents, as Xcode
    /// writes the file. Only that test writes it, so it lives beside the test.
    static func stringCatalog() -> String {
        var strings: [String] = []
        for entry in catalogue.sorted(by: { $0.key < $1.key }) {
            let units = Language.allCases.map { language in
                """
                        \(json(language.rawValue)) : {
                          "stringUnit" : {
                            "state" : "translated",
                            "value" : \(json(entry.text(Texts(language))))
                          }
                        }
                """
            }
            strings.append(
                """
                    \(json(entry.key)) : {
                      "extractionState" : "manual",
                      "localizations" : {
                \(units.joined(separator: ",\n"))
                      }
                    }
                """)
        }
        return """
            {
              "sourceLanguage" : "en",
              "strings" : {
            \(strings.joined(separator: ",\n"))
              },
              "version" : "1.0"
            }

            """
    }

    /// `text` as a JSON string.
    private static func json(_ text: String) -> String {
        var escaped = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            case "\t": escaped += "\\t"
            case _ where scalar.value < 0x20:
                escaped +=
                    "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped + "\""
    }
}
