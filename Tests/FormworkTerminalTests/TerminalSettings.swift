#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The fields of `termios` that `tcsetattr` sets, comparable: the flags, the
/// control characters and the speeds.
struct TerminalSettings: Equatable {
    var input, output, control, local: UInt64
    var characters: [UInt8]
    var inputSpeed, outputSpeed: UInt64

    init(_ settings: termios) {
        var settings = settings
        input = UInt64(settings.c_iflag)
        output = UInt64(settings.c_oflag)
        control = UInt64(settings.c_cflag)
        local = UInt64(settings.c_lflag)
        characters = withUnsafeBytes(of: &settings.c_cc) { Array($0) }
        inputSpeed = UInt64(cfgetispeed(&settings))
        outputSpeed = UInt64(cfgetospeed(&settings))
    }
}
