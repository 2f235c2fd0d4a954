import CasinoAppModel
import CasinoPresentation
import SwiftUI

/// The guide's Info sheet: how to play, the application information, and (our addition) the
/// exact odds of the rules being played. Text styles only, so Dynamic Type scales it all.
/// Closing it (the ×, Esc, i or a swipe down) sets the sheet's binding to false, which stops
/// the drum music through the engine (the guide's `audioPlayer?.stop()`).
struct InfoView: View {
    @Environment(\.dismiss) var dismiss
    var texts: Texts
    var howToPlay: [String]
    var oddsLines: [(label: String, value: String)]
    /// The reality check's setting, which the row's button moves on (off, 15, 30, 60 min).
    var realityCheck: (label: String, value: String)
    var cycleRealityCheck: @MainActor @Sendable () -> Void
    /// The all-time line with the wins the odds expect, once a spin was played.
    var lifetime: String?

    var body: some View {
        ZStack {
            Color.colorBlueRMIT
            VStack(alignment: .center, spacing: 10) {
                LogoView(logoFileName: "rmit-casino-logo")

                Spacer()

                Form {
                    Section(header: Text(texts.howToPlayHeader)) {
                        ForEach(howToPlay, id: \.self) { line in
                            Text(line)
                        }
                    }
                    Section(header: Text(texts.applicationInformationHeader)) {
                        ForEach(texts.applicationInformation, id: \.label) { row in
                            InfoRow(label: row.label, value: row.value)
                        }
                        Button(action: cycleRealityCheck) {
                            InfoRow(label: realityCheck.label, value: realityCheck.value)
                        }
                        .keyboardShortcut(KeyEquivalent("c"), modifiers: [])
                    }
                    Section(header: Text(texts.oddsHeader)) {
                        ForEach(oddsLines, id: \.label) { row in
                            InfoRow(label: row.label, value: row.value)
                        }
                        if let lifetime {
                            Text(lifetime)
                        }
                    }
                }
                .font(.system(.body, design: .rounded))
            }
            .padding(.top, 40)
            .overlay(
                Button(action: {
                    dismiss()
                }) {
                    Image(systemName: "xmark.circle")
                        .font(.title)
                }
                .foregroundColor(.white)
                .padding(.top, 30)
                .padding(.trailing, 20)
                .keyboardShortcut(.cancelAction)
                .accessibilityLabel(texts.closeLabel),
                alignment: .topTrailing
            )
        }
    }
}

/// One "label … value" line of the Info sheet.
struct InfoRow: View {
    var label: String
    var value: String

    var body: some View {
        HStack {
            Text(label)
            Spacer()
            Text(value)
        }
        .accessibilityElement(children: .combine)
    }
}

struct InfoView_Previews: PreviewProvider {
    static var previews: some View {
        let model = CasinoModel.preview()
        InfoView(
            texts: model.texts, howToPlay: model.howToPlay, oddsLines: model.oddsLines,
            realityCheck: model.realityCheckSetting, cycleRealityCheck: model.cycleRealityCheck,
            lifetime: model.lifetime)
    }
}
