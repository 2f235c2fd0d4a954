import CasinoSystem

/// The calls moved to CasinoSystem; this name stays for TerminalGame.swift, which does not
/// import CasinoSystem until the session-driver change converts it (the lead then deletes it).
typealias SystemCalls = CasinoSystem.SystemCalls
