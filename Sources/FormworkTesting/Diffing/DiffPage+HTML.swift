/// The page's HTML: a heading, the list of changes, the two pictures.
extension DiffPage {
    static let style = """
        body { font-family: 'Liberation Sans', Arial, Helvetica, sans-serif; margin: 24px; color: #1d1d1f; }
        h1 { font-size: 20px; } h2 { font-size: 16px; margin: 16px 0 4px; }
        .path { font-family: monospace; font-size: 12px; color: #6e6e73; overflow-wrap: anywhere; margin: 0 0 8px; }
        .pictures { display: flex; flex-wrap: wrap; gap: 32px; align-items: flex-start; }
        .picture { flex: 1 1 0; min-width: 320px; }
        .picture svg { border: 1px solid #d2d2d7; max-width: 100%; height: auto; }
        .changed > code { color: #d70015; } .added > code { color: #248a3d; } .removed > code { color: #6e6e73; }
        .details { font-family: monospace; font-size: 12px; }
        .note { background: #fff4e5; padding: 8px 12px; }
        """

    static func html(files: Files, changes: [PictureRowChange]?, reference: String, actual: String) -> String {
        let name = SVGMarkup.escape(files.snapshot)
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>Snapshot \u{2018}\(name)\u{2019}: reference and actual</title>",
            "<style>", style, "</style>", "</head>", "<body>",
            "<h1>Snapshot \u{2018}\(name)\u{2019} does not match its reference</h1>",
        ]
        if let changes {
            lines += list(changes)
        } else {
            lines.append(
                "<p class=\"note\">The rows of these pictures could not be read (no row group carries a "
                    + "<code>data-key</code>), so nothing is outlined: compare them by eye, or read the line diff "
                    + "in the failure message.</p>")
        }
        lines.append("<div class=\"pictures\">")
        lines += section("Reference", path: files.reference, svg: reference, side: .reference, changes: changes ?? [])
        lines += section("Actual", path: files.actual, svg: actual, side: .actual, changes: changes ?? [])
        lines += ["</div>", "</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    /// The changed, added and removed rows, then the moved ones, each with what differs.
    static func list(_ changes: [PictureRowChange]) -> [String] {
        let outlined = changes.filter { $0.kind != .moved }, moved = changes.filter { $0.kind == .moved }
        var lines = [
            "<p>Changed rows are outlined in red in both pictures, added rows in green in the actual one, "
                + "removed rows in grey in the reference; moved rows are listed below, not outlined.</p>",
            "<h2>Changed rows</h2>",
        ]
        lines += outlined.isEmpty ? ["<p>None: the pictures differ outside their rows.</p>"] : items(outlined)
        if !moved.isEmpty { lines += ["<h2>Moved rows</h2>"] + items(moved) }
        return lines
    }

    private static func items(_ changes: [PictureRowChange]) -> [String] {
        var lines = ["<ul class=\"changes\">"]
        for change in changes {
            let head = "<code>\(SVGMarkup.escape(change.key))</code> \(change.kind.rawValue)"
            if change.details.isEmpty {
                lines.append("<li class=\"\(change.kind.rawValue)\">\(head)</li>")
            } else {
                lines.append("<li class=\"\(change.kind.rawValue)\">\(head)<ul class=\"details\">")
                lines += change.details.map { "<li>\(SVGMarkup.escape($0))</li>" }
                lines.append("</ul></li>")
            }
        }
        lines.append("</ul>")
        return lines
    }

    private static func section(
        _ heading: String, path: String, svg: String, side: PictureOverlay.Side, changes: [PictureRowChange]
    ) -> [String] {
        [
            "<section class=\"picture \(heading.lowercased())\">",
            "<h2>\(heading)</h2>",
            "<p class=\"path\">\(SVGMarkup.escape(path))</p>",
            PictureOverlay.inline(svg, side: side, changes: changes),
            "</section>",
        ]
    }
}
