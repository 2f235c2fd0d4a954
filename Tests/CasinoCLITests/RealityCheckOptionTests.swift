import Testing

@testable import CasinoCLI

/// `--reality-check MINUTES` or `off`, on every playing command.
@Suite struct RealityCheckOptionTests {
    private func minutes(_ arguments: [String]) throws -> Int?? {
        let table = SessionOptions.all.map(\.spec)
        return try SessionOptions.read(ParsedOptions.parse(arguments, options: table))
            .realityCheckMinutes
    }

    @Test func minutesOrOffAndNothingWhenNotGiven() throws {
        #expect(try minutes([]) == .none, "the saved choice stands")
        #expect(try minutes(["--reality-check", "off"]) == .some(nil))
        #expect(try minutes(["--reality-check=OFF"]) == .some(nil))
        #expect(try minutes(["--reality-check", "15"]) == .some(15))
        #expect(try minutes(["--reality-check", "1_440"]) == .some(1_440))
    }

    @Test(arguments: ["0", "1441", "-5", "soon", ""])
    func anythingElseIsAUsageErrorNamingWhatItTakes(_ value: String) {
        for command in [[], ["play"], ["window"]] {
            let result = runInProcess(command + ["--reality-check", value])
            #expect(result.status == .usage)
            #expect(
                result.standardError.contains(
                    "--reality-check expects off or a number of minutes from 1 to 1440, "
                        + "not '\(value)'"), "\(result.standardError)")
        }
    }
}
