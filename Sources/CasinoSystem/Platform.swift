// The one place the platform is imported. Every other module writes `import CasinoSystem`,
// so a new Darwin or Linux difference is handled here once instead of in every file.
#if canImport(Glibc)
    @_exported import Glibc
#elseif canImport(Darwin)
    @_exported import Darwin
#endif

// FoundationEssentials, never all of Foundation on Linux: the rest of swift-corelibs-foundation
// brings ICU's data into the `casino` binary (see docs/PERFORMANCE.md, Memory). Darwin has
// no separate FoundationEssentials module, and its Foundation costs the app nothing.
#if canImport(FoundationEssentials)
    @_exported import FoundationEssentials
#else
    @_exported import Foundation
#endif
