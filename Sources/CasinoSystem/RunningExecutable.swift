extension SystemCalls {
    /// The running program's own file, whatever the shell called it: where an install put
    /// the programs that live beside it (`casino window` finds `casino-window` there), and
    /// whether this is a development build (it runs from a `.build` folder).
    package static func runningExecutable() -> String? {
        #if os(Linux)
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
            guard length > 0 else { return nil }
            return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #elseif canImport(Darwin)
            var size = UInt32(PATH_MAX) + 1
            var buffer = [CChar](repeating: 0, count: Int(size))
            guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
            return String(cString: buffer)
        #else
            return nil
        #endif
    }
}
