extension DumpDiagnosis {
    /// The answer for tools, on one line:
    /// `{"dump": 0, "constraints": [{"index": 0, "text": "<…>", "first": "UILabel:0x7f8.leading",
    /// "relation": "==", "second": "UIView:0x7f9.leadingMargin", "multiplier": 1, "constant": 8,
    /// "priority": 1000, "identifier": null}, …], "conflict": true, "minimal": [[0, 2, 5]],
    /// "uikitBroke": 5, "brokeInMinimal": true, "suggestions": [{"index": 2, "change": "constant",
    /// "from": 8, "to": 0}, …], "notes": []}`; for a dump that cannot be answered,
    /// `{"dump": 1, "error": "line 45: …"}`.
    public var json: String {
        if let error {
            return "{\"dump\": \(dump.index), \"error\": \(JSONText.string(error))}"
        }
        let constraints = dump.constraints.enumerated().map { Self.json($1, index: $0) }
        let minimal = JSONText.array(sets.map { JSONText.array($0.members.map(String.init)) })
        let suggestions = suggestions.map { suggestion in
            "{\"index\": \(suggestion.index), \"change\": \(JSONText.string(suggestion.change.rawValue)), "
                + "\"from\": \(JSONText.number(suggestion.from)), \"to\": \(JSONText.number(suggestion.to))}"
        }
        return "{\"dump\": \(dump.index), \"constraints\": \(JSONText.array(constraints)), \"conflict\": \(JSONText.bool(conflict)), "
            + "\"minimal\": \(minimal), \"uikitBroke\": \(uikitBroke.map(String.init) ?? "null"), "
            + "\"brokeInMinimal\": \(JSONText.bool(brokeInMinimal)), \"suggestions\": \(JSONText.array(suggestions)), "
            + "\"notes\": \(JSONText.array(notes.map { JSONText.string($0) }))}"
    }

    /// One constraint as the `constraints` array holds it. A content-size constraint reads as its
    /// required part when it has one (`<=` for required hugging, `>=` for required compression
    /// resistance), else as `==` at the higher of its two priorities.
    private static func json(_ constraint: LoggedConstraint, index: Int) -> String {
        var relation = constraint.relation.description
        if case .contentSize(let hugging, let compression) = constraint.kind {
            if hugging >= 1000, compression < 1000 { relation = "<=" }
            if compression >= 1000, hugging < 1000 { relation = ">=" }
        }
        return "{\"index\": \(index), \"text\": \(JSONText.string(constraint.text)), "
            + "\"first\": \(JSONText.string(constraint.first.description)), \"relation\": \(JSONText.string(relation)), "
            + "\"second\": \(JSONText.string(constraint.second?.description)), "
            + "\"multiplier\": \(JSONText.number(constraint.multiplier)), \"constant\": \(JSONText.number(constraint.constant)), "
            + "\"priority\": \(JSONText.number(constraint.priority)), \"identifier\": \(JSONText.string(constraint.identifier))}"
    }
}
