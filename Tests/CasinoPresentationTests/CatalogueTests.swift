import CasinoEngine
import CasinoPresentation
import Foundation
import TestSupport
import Testing

/// Texts that are the same in every language: names, numbers, the key caps.
private let sameInEveryLanguage: Set<String> = [
    "applicationInformation.appName.value", "applicationInformation.course.value",
    "applicationInformation.year.value", "symbol.bar",
]

/// The catalogue in both languages: every entry written in each, in composed form, and the
/// Apple app's String Catalog written from it.
@Suite struct CatalogueTests {
    @Test func everyEntryIsWrittenInEveryLanguage() {
        for entry in Texts.catalogue {
            let english = entry.text(Texts(.english))
            let vietnamese = entry.text(Texts(.vietnamese))
            #expect(!english.isEmpty, "\(entry.key) has no English")
            #expect(!vietnamese.isEmpty, "\(entry.key) has no Vietnamese")
            if !sameInEveryLanguage.contains(entry.key) {
                #expect(english != vietnamese, "\(entry.key) is not translated: \(english)")
            }
        }
    }

    @Test func keysAreUnique() {
        let keys = Texts.catalogue.map(\.key)
        #expect(Set(keys).count == keys.count)
    }

    /// No combining mark anywhere: every letter is one composed character (NFC), one cell.
    @Test func everyTextIsComposed() {
        for entry in Texts.catalogue {
            for language in Language.allCases {
                let text = entry.text(Texts(language))
                let marks = text.unicodeScalars.filter {
                    $0.properties.generalCategory == .nonspacingMark
                }
                #expect(marks.isEmpty, "\(entry.key) (\(language)) has combining marks")
                #expect(Texts.composed(text) == text && text.count == text.unicodeScalars.count)
            }
        }
    }

    /// The app's String Catalog holds every entry in both languages, as the catalogue
    /// writes it. `CASINO_RECORD_SNAPSHOTS=1` writes it again after a change to the texts.
    @Test func theAppsStringCatalogIsWrittenFromTheCatalogue() throws {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Apple/RMITCasino.swiftpm/Resources/Localizable.xcstrings")
        let expected = Texts.stringCatalog()
        if ProcessInfo.processInfo.environment["CASINO_RECORD_SNAPSHOTS"] == "1" {
            try expected.write(to: url, atomically: true, encoding: .utf8)
        }
        let stored = try String(contentsOf: url, encoding: .utf8)
        #expect(stored == expected, "Localizable.xcstrings differs from the catalogue")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(stored.utf8)) as? [String: Any])
        let strings = try #require(json["strings"] as? [String: Any])
        for entry in Texts.catalogue {
            let localizations =
                (strings[entry.key] as? [String: Any])?["localizations"]
                as? [String: Any]
            for language in Language.allCases {
                let unit =
                    (localizations?[language.rawValue] as? [String: Any])?["stringUnit"]
                    as? [String: Any]
                #expect(
                    unit?["value"] as? String == entry.text(Texts(language)),
                    "\(entry.key) (\(language.rawValue)) missing from the String Catalog")
            }
        }
    }

    @Test func numbersAreWrittenInEachLanguagesForm() {
        let vietnamese = Texts(.vietnamese)
        #expect(vietnamese.number(1_234_567) == "1.234.567")
        #expect(vietnamese.number(-30) == "−30")
        #expect(vietnamese.decimal(10.83, places: 1) == "10,8")
        #expect(vietnamese.percent(0.0764) == "7,64 %")
        #expect(Texts.english.number(1_234_567) == "1234567", "English keeps the spec's digits")
        #expect(Amount.text(12_345_678_901, width: 8, texts: vietnamese) == "12,34 Tỷ")
        #expect(Amount.text(12_345, width: 7, texts: vietnamese) == "12.345")
        #expect(Amount.text(Int.min, width: Amount.minimumWidth, texts: vietnamese) == "−9 TỷTỷ")
    }

    @Test(arguments: [
        (["LANG": "vi_VN.UTF-8"], Language.vietnamese),
        (["LANG": "en_AU.UTF-8"], .english),
        ([:], .english),
        (["LANG": "vi_VN.UTF-8", "LC_MESSAGES": "C.UTF-8"], .english),
        (["LANG": "en_US.UTF-8", "LC_MESSAGES": "vi_VN"], .vietnamese),
        (["LC_ALL": "vi", "LC_MESSAGES": "en_US.UTF-8"], .vietnamese),
        (["LC_ALL": "", "LANG": "vi_VN.UTF-8"], .vietnamese),
    ])
    func theLocaleChoosesTheLanguage(environment: [String: String], language: Language) {
        #expect(Language(environment: environment) == language)
    }

    @Test func theAppTakesTheFirstPreferredLanguageItSpeaks() {
        #expect(Language(preferredLanguages: ["fr-FR", "vi-VN", "en"]) == .vietnamese)
        #expect(Language(preferredLanguages: ["en-AU", "vi"]) == .english)
        #expect(Language(preferredLanguages: ["ja"]) == .english)
    }
}
