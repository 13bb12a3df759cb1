/// Size-class variations: which constraints (and subviews) IB installs in which size classes
/// (`<variation key="widthClass=compact"><mask key="constraints"><exclude reference=…/>`), the
/// "Installed" boxes of IB's inspector.
package struct IBVariations: Sendable {
    /// One `<variation>`: the classes it applies in, and what its masks exclude and include.
    package struct Variation: Sendable {
        /// `widthClass` and `heightClass` as written; empty for `default` (every class).
        package var classes: [String: String]
        package var excluded: Set<String>
        package var included: Set<String>
    }

    package private(set) var variations: [Variation] = []

    package init() {}

    /// Adds the `<variation>` children of `element`; an unknown key or class is an error.
    package mutating func read(_ element: IBElement) throws(IBProblem) {
        for variation in element.children("variation") {
            guard let key = variation.key else { throw IBProblem(line: variation.line, "a variation without a key") }
            var classes: [String: String] = [:]
            if key != "default" {
                for part in key.split(separator: "-") {
                    let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
                    guard pair.count == 2, ["widthClass", "heightClass"].contains(pair[0]), ["compact", "regular"].contains(pair[1]) else {
                        throw IBProblem(line: variation.line, "unknown variation '\(IBText.quoted(key))'")
                    }
                    classes[pair[0]] = pair[1]
                }
            }
            var excluded = Set<String>(), included = Set<String>()
            for mask in variation.children("mask") {
                for entry in mask.children {
                    guard let reference = entry["reference"] else { continue }
                    if entry.name == "exclude" { excluded.insert(reference) } else if entry.name == "include" { included.insert(reference) }
                }
            }
            variations.append(Variation(classes: classes, excluded: excluded, included: included))
        }
    }

    /// Whether any variation names `id`.
    package func names(_ id: String) -> Bool {
        variations.contains { $0.excluded.contains(id) || $0.included.contains(id) }
    }

    /// Whether the object `id` is installed in `sizeClasses` (`nil` classes: IB's "Any" canvas,
    /// where only `default` applies): the default, then width or height alone, then both, each
    /// overriding the last.
    package func isInstalled(_ id: String, in sizeClasses: InterfaceBuilderEnvironment.SizeClasses?) -> Bool {
        var installed = true
        for specificity in 0...2 {
            for variation in variations where variation.classes.count == specificity && matches(variation, sizeClasses) {
                if variation.excluded.contains(id) { installed = false }
                if variation.included.contains(id) { installed = true }
            }
        }
        return installed
    }

    private func matches(_ variation: Variation, _ sizeClasses: InterfaceBuilderEnvironment.SizeClasses?) -> Bool {
        guard !variation.classes.isEmpty else { return true }
        guard let sizeClasses else { return false }
        if let width = variation.classes["widthClass"], width != sizeClasses.horizontal.rawValue { return false }
        if let height = variation.classes["heightClass"], height != sizeClasses.vertical.rawValue { return false }
        return true
    }
}
