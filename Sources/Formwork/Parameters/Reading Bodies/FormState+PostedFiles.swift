extension FormState {
    /// Whether `row` holds a file, with its bytes, that the last body read
    /// gave it: a page cannot carry it back (a browser fills no file
    /// input), so a page answering that body with errors asks for it again.
    package func holdsPostedFile(_ row: FormRow) -> Bool {
        guard !store.postedFileIDs.isEmpty, store.postedFileIDs.contains(row.id),
            case .file(let file) = row.value
        else { return false }
        return !file.data.isEmpty
    }

    /// Records which rows of `read` the body gave a file with its bytes,
    /// which a page cannot carry back; read before written, so a form whose
    /// bodies carry no file keeps sharing its store.
    mutating func recordPostedFiles(_ read: [Int]) {
        var posted: Set<String> = []
        for index in read {
            guard case .file(let file) = values[index], !file.data.isEmpty else { continue }
            posted.insert(rowIdentity(index) ?? schema.rows[index].key)
        }
        keepPostedFiles(posted)
    }

    /// Makes `ids` the rows holding a posted file, owning the store only to change it.
    mutating func keepPostedFiles(_ ids: Set<String>) {
        guard ids != store.postedFileIDs else { return }
        ownStore()
        store.postedFileIDs = ids
    }
}
