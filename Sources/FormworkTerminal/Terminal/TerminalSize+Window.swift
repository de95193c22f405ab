#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

extension TerminalSize {
    /// The size of the window of the terminal open as `descriptor`.
    ///
    /// ```swift
    /// let size = TerminalSize(window: STDOUT_FILENO) { getenv($0).map { String(cString: $0) } }
    /// ```
    ///
    /// The window's size comes from `ioctl(TIOCGWINSZ)`. A terminal that
    /// does not know its size answers 0 by 0 (a new pseudo-terminal does);
    /// then each dimension comes from the `COLUMNS` and `LINES` variables of
    /// `environment`, and failing those from the standard 80 by 24.
    /// `ioctl` fills the `winsize` value it is given and keeps no pointer.
    init(window descriptor: Int32, environment: (String) -> String?) {
        var window = winsize()
        let known = ioctl(descriptor, UInt(TIOCGWINSZ), &window) == 0
        func dimension(_ measured: UInt16, _ variable: String, _ standard: Int) -> Int {
            if known, measured > 0 { return Int(measured) }
            if let text = environment(variable), let value = Int(text), value > 0 { return value }
            return standard
        }
        self.init(
            columns: dimension(window.ws_col, "COLUMNS", TerminalSize.standard.columns),
            rows: dimension(window.ws_row, "LINES", TerminalSize.standard.rows))
    }

    /// The size of the window of the terminal open as `descriptor`, with the
    /// process's environment for what the terminal does not say.
    init(window descriptor: Int32) {
        self.init(window: descriptor) { name in getenv(name).map { String(cString: $0) } }
    }
}
