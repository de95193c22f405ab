import Formwork

/// The built-in language a `--language` tag names, compared without case
/// and with `_` read as `-`, then by its first subtag (`zh_CN` is not
/// `zh-Hans`: only whole tags and languages of one tag match).
func builtInLanguage(matching tag: String) -> FormLanguage? {
    func folded(_ tag: String) -> String { String(tag.lowercased().map { $0 == "_" ? "-" : $0 }) }
    let wanted = folded(tag)
    if let exact = FormLanguage.builtIn.first(where: { folded($0.tag) == wanted }) { return exact }
    let language = wanted.split(separator: "-").first.map(String.init) ?? wanted
    return FormLanguage.builtIn.first { folded($0.tag).split(separator: "-").first.map(String.init) == language }
}
