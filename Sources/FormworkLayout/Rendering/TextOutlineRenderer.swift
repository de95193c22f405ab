import Formwork

/// The `.text` rendering:
///
/// ```
/// layout compact 375 x 104
/// user_name (text) x=8 y=8 w=359 h=44 title="User Name" placeholder="Your name"
/// address.street [address_street] (text) x=8 y=52 w=359 h=44 title="Street" value=""
/// ambiguous: bio.height
/// ```
///
/// A layout in another language than English says which, and its
/// direction, on its first line (`layout compact 375 x 104 lang=ar dir=rtl`);
/// a right-to-left layout's frames are mirrored.
///
/// The identifier appears in brackets only when it differs from the name;
/// headers show their title only; strings are quoted with `\"`, `\\` and
/// `\n` escaped (the line feed of a `\r\n` too); an `ambiguous:` line closes the outline when needed.
///
/// Every line is then shown through `VisibleText`: a control character is
/// its Control Picture (`␛`, `␍`, `␉`) and a C1 control or bidirectional
/// formatting character its code point (`<U+202E>`), so the file, and a
/// diff of it printed in a terminal, can neither move the cursor nor
/// reorder what follows. The layout keeps the text as it was.
enum TextOutlineRenderer {
    static func render(_ layout: FormLayout) -> String {
        let n = PointsText.format
        var head = "layout \(layout.sizeClass.rawValue) \(n(layout.contentSize.width)) x \(n(layout.contentSize.height))"
        let language = layout.wording.language
        if language != .english { head += " lang=\(language.tag) dir=\(language.direction.rawValue)" }
        var lines = [head]
        for frame in layout.frames {
            var line = frame.name
            if frame.identifier != frame.name { line += " [\(frame.identifier)]" }
            line += " (\(frame.roleName)) x=\(n(frame.x)) y=\(n(frame.y)) w=\(n(frame.width)) h=\(n(frame.height))"
            line += " title=\(quoted(frame.title))"
            if frame.role != .header {
                line += frame.isPlaceholder ? " placeholder=" : " value="
                line += quoted(frame.text)
            }
            lines.append(line)
        }
        if layout.isAmbiguous { lines.append("ambiguous: " + layout.ambiguities.joined(separator: ", ")) }
        return lines.map { VisibleText.displayable($0) }.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
