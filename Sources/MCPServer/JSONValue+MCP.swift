import Domain
import MCP

extension Value {
    /// A record's value (`JSONValue`, as the command line's JSON writes it) as the protocol's.
    init(_ record: JSONValue) {
        switch record {
        case .text(let text): self = text.map(Value.string) ?? .null
        case .integer(let number): self = number.map(Value.int) ?? .null
        case .number(let number): self = number.map(Value.double) ?? .null
        case .flag(let flag): self = flag.map(Value.bool) ?? .null
        case .texts(let texts): self = .array(texts.map(Value.string))
        case .list(let items): self = .array(items.map(Value.init))
        case .object(let fields):
            self = .object(Dictionary(fields.map { ($0.0, Value($0.1)) }, uniquingKeysWith: { _, last in last }))
        }
    }
}
