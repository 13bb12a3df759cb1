/// Numbers in the text module's messages: whole numbers without `.0`, others as Swift prints them.
enum NumberText {
    static func string(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
