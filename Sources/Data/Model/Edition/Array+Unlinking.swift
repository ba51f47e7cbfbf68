extension Array {
    /// Each element with its reference at `id` cleared when that reference names nothing in
    /// `kept`: an edition that leaves a school or an event out must not leave links to it.
    func unlinking(_ id: WritableKeyPath<Element, String?>, from kept: Set<String>) -> [Element] {
        map { element in
            guard let ref = element[keyPath: id], !kept.contains(ref) else { return element }
            var element = element
            element[keyPath: id] = nil
            return element
        }
    }
}
