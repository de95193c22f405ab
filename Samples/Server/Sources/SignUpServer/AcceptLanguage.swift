import Formwork
import Foundation

/// The language of `among` that an `Accept-Language` header (RFC 9110
/// §12.5.4) prefers most, else `among`'s first.
///
/// ```swift
/// negotiatedLanguage(acceptLanguage: "ar-EG,en;q=0.5", among: [.english, .arabic])   // .arabic
/// ```
///
/// Ranges are tried by weight (`q`, 1 when absent), ties in the order
/// written; a range matches a language whose tag it equals or begins
/// (`ar-EG` and `ar` both match `ar`), and a Chinese range names its
/// script by region (`zh-CN`, `zh-SG`, `zh` → `zh-Hans`; `zh-TW`,
/// `zh-HK`, `zh-MO` → `zh-Hant`).
func negotiatedLanguage(acceptLanguage header: String, among languages: [FormLanguage]) -> FormLanguage {
    let ranges = header.split(separator: ",").enumerated().compactMap { index, item -> (String, Double, Int)? in
        let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let range = parts.first, !range.isEmpty else { return nil }
        let weight = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
        return (range.lowercased(), weight, index)
    }
    let preferred = ranges.filter { $0.1 > 0 }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.2 < $1.2 }
    for (range, _, _) in preferred {
        let wanted = chineseScript(range) ?? range
        if let language = languages.first(where: {
            let tag = $0.tag.lowercased()
            return tag == wanted || wanted.hasPrefix(tag + "-") || tag.hasPrefix(wanted + "-")
        }) {
            return language
        }
    }
    return languages.first ?? .english
}

/// `zh-hans` or `zh-hant` for a Chinese range that names a region rather than a script.
private func chineseScript(_ range: String) -> String? {
    switch range {
    case "zh", "zh-cn", "zh-sg": return "zh-hans"
    case "zh-tw", "zh-hk", "zh-mo": return "zh-hant"
    default: return nil
    }
}
