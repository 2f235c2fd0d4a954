import CasinoAppModel
import CasinoPresentation
import SwiftUI

/// The guide's main screen. Every decision is the model's: the view shows its state and
/// calls its functions, and the model animates `animatingIcon` with the guide's two
/// `withAnimation` phases (see `AppOutputs.live`).
struct ContentView: View {
    @Bindable var model: CasinoModel
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @Environment(\.scenePhase) var scenePhase

    var body: some View {
        ZStack {
            // MARK: - Background
            LinearGradient(
                gradient: Gradient(colors: [Color.colorRedRMIT, Color.colorPurpleRMIT]),
                startPoint: .top, endPoint: .bottom
            )
            .edgesIgnoringSafeArea(.all)

            // MARK: - Interface
            VStack(alignment: .center, spacing: 5) {
                // MARK: - Logo
                LogoView(logoFileName: "rmit-casino-logo")

                Spacer()

                // MARK: - Score boards
                HStack {
                    HStack {
                        Text(model.texts.yourMoney.joined(separator: "\n"))
                            .multilineTextAlignment(.leading)
                            .modifier(scoreLabelStyle())

                        Text("\(model.coins)")
                            .modifier(scoreNumberStyle())
                    }
                    .modifier(scoreCapsuleStyle())
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(model.moneyAccessibilityLabel)

                    Spacer()

                    HStack {
                        Text("\(model.highscore)")
                            .modifier(scoreNumberStyle())

                        Text(model.texts.highScore.joined(separator: "\n"))
                            .multilineTextAlignment(.trailing)
                            .foregroundStyle(Color.colorWhiteRMIT)
                            .modifier(scoreLabelStyle())
                    }
                    .modifier(scoreCapsuleStyle())
                    .accessibilityElement(children: .ignore)
                    .accessibilityLabel(model.highScoreAccessibilityLabel)
                }

                // MARK: - Slot Machine
                VStack(alignment: .center, spacing: 0) {
                    // MARK: - First Reel
                    reel(0)

                    HStack(alignment: .center, spacing: 0) {
                        // MARK: - Second Reel
                        reel(1)

                        Spacer()

                        // MARK: - Third Reel
                        reel(2)
                    }
                    .frame(maxWidth: 500)

                    // MARK: - Spin Button
                    Button(action: {
                        // The old icons leave, the symbols change while hidden, the new ones
                        // arrive, and the result shows when they land: all timed by the model.
                        model.spinReels()
                    }) {
                        Image(pixelArt: "spin")
                            .resizable()
                            .interpolation(.none)
                            .modifier(reelImageStyle())
                    }
                    .keyboardShortcut(KeyEquivalent(AppShortcuts.spin), modifiers: [])
                    .accessibilityLabel(model.texts.spinLabel)
                }
                .layoutPriority(2)

                Spacer()

                // MARK: - Footer
                HStack {
                    // MARK: - Lower bet (the guide's Bet 10)
                    Button(action: {
                        model.chooseBet10()
                    }) {
                        HStack(spacing: 30) {
                            Text("\(model.betOptions.lower)")
                                .modifier(betCapsuleStyle())

                            Image(pixelArt: "casino-chips")
                                .resizable()
                                .interpolation(.none)
                                .modifier(casinoChipStyle())
                                .opacity(model.isChooseBet10 ? 1 : 0)
                        }
                    }
                    .keyboardShortcut(KeyEquivalent(AppShortcuts.lowerBet), modifiers: [])
                    .accessibilityLabel(model.texts.betLabel(model.betOptions.lower))
                    .accessibilityAddTraits(model.isChooseBet10 ? .isSelected : [])

                    Spacer()

                    // MARK: - Higher bet (the guide's Bet 20)
                    Button(action: {
                        model.chooseBet20()
                    }) {
                        HStack(spacing: 30) {
                            Image(pixelArt: "casino-chips")
                                .resizable()
                                .interpolation(.none)
                                .modifier(casinoChipStyle())
                                .opacity(model.isChooseBet20 ? 1 : 0)

                            Text("\(model.betOptions.higher)")
                                .modifier(betCapsuleStyle())
                        }
                    }
                    .keyboardShortcut(KeyEquivalent(AppShortcuts.higherBet), modifiers: [])
                    .accessibilityLabel(model.texts.betLabel(model.betOptions.higher))
                    .accessibilityAddTraits(model.isChooseBet20 ? .isSelected : [])
                }
                .padding(.horizontal, 20)

                // MARK: - Notice (a lowered bet, a save problem)
                if let notice = model.notice {
                    Text(notice)
                        .font(.footnote)
                        .foregroundColor(Color.white)
                        .multilineTextAlignment(.center)
                }
            }
            .overlay(
                // MARK: - RESET GAME BUTTON
                Button(action: {
                    model.resetButtonTapped()
                }) {
                    Image(systemName: "arrow.2.circlepath.circle")
                        .foregroundColor(.white)
                }
                .modifier(ButtonStyle())
                .accessibilityLabel(model.texts.resetLabel),
                alignment: .topLeading
            )
            .overlay(
                // MARK: - INFO GAME BUTTON
                Button(action: {
                    model.showInfo()
                }) {
                    Image(systemName: "info.circle")
                        .foregroundColor(.white)
                }
                .modifier(ButtonStyle())
                .keyboardShortcut(KeyEquivalent(AppShortcuts.info), modifiers: [])
                .accessibilityLabel(model.texts.infoLabel),
                alignment: .topTrailing
            )
            .padding()
            .frame(maxWidth: 720)
            .blur(
                radius: model.showGameOverModal || model.realityCheck != nil ? 5 : 0, opaque: false
            )
            .accessibilityHidden(model.showGameOverModal || model.realityCheck != nil)

            if model.showGameOverModal {
                GameOverView(model: model)
            }
            if let lines = model.realityCheck {
                RealityCheckView(model: model, lines: lines)
            }
        }
        .sheet(isPresented: $model.showingInfoView) {
            InfoView(
                texts: model.texts, howToPlay: model.howToPlay, oddsLines: model.oddsLines,
                realityCheck: model.realityCheckSetting,
                cycleRealityCheck: model.cycleRealityCheck, lifetime: model.lifetime)
        }
        .alert(model.resetQuestion, isPresented: $model.showingResetConfirmation) {
            Button(model.texts.resetLabel, role: .destructive) {
                model.confirmReset()
            }
            Button(model.texts.cancelLabel, role: .cancel) {
                model.cancelReset()
            }
        }
        .onAppear {
            model.setReduceMotion(reduceMotion)
        }
        .onChange(of: reduceMotion) { _, reduce in
            model.setReduceMotion(reduce)
        }
        .onChange(of: scenePhase) { _, phase in
            // Only minutes the game is seen count towards a reality check.
            model.setVisible(phase == .active)
        }
    }

    /// Reel `index` with its VoiceOver label ("Reel 1, cherry").
    private func reel(_ index: Int) -> some View {
        ReelView(
            reelIcon: model.icons[model.reels[index]], animatingIcon: model.animatingIcon,
            travel: model.iconTravel
        )
        .accessibilityLabel(model.reelAccessibilityLabel(index))
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView(model: .preview())
    }
}
