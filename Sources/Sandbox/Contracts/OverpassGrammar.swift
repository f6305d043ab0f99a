import Foundation

/// Overpass QL's grammar (wiki.openstreetmap.org/wiki/Overpass_API/Overpass_QL) for the statements a search can be
/// made of, read token by token as Overpass's parser reads them: settings (`[out:json][timeout:25]`), unions `( … );`,
/// query statements (`node`, `way`, `rel`, `relation`, `nwr`, `nw`, `nr`, `wr`, `area`) with tag filters (`["k"]`,
/// `[!"k"]`, `["k"="v"]`, `["k"!="v"]`, `["k"~"re"]`, `["k"!~"re",i]`, `[~"k"~"v"]`) and spatial or id filters
/// (`(around:R,LAT,LON[,LAT,LON…])`, `(around.set:R)`, `(S,W,N,E)`, `(ID)`, `(id:ID,…)`, `(area)`, `(area.set)`),
/// an input set (`area.here[...]`), `is_in` (of a point or of the input set's nodes), recursion (`>`, `>>`, `<`,
/// `<<`), a set alone (`.places;`), a difference (`(.a; - .b;)`), `foreach.set->.var( … );`, `->.set`, and `out`
/// with its modes. Coordinates must be in range, radii not negative, regular expressions
/// valid and the output JSON (foodybite reads JSON). Nil when the query parses; else Overpass's kind of message.
struct OverpassGrammar {
    private enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
    }

    private var tokens: [Token] = []
    private var position = 0

    static func violation(_ text: String) -> String? {
        var grammar = OverpassGrammar()
        do {
            grammar.tokens = try tokenize(text)
            try grammar.query()
            return nil
        } catch let error as ParseError {
            return "parse error: \(error.message)"
        } catch {
            return "parse error"
        }
    }

    private struct ParseError: Error { let message: String }

    // MARK: - Grammar

    private mutating func query() throws {
        var output: String?
        while peek == .symbol("[") {
            advance()
            let name = try word()
            try expect(":")
            switch name {
            case "out": output = try word()
            case "timeout", "maxsize":
                guard case .number(let value) = next(), value > 0, value == value.rounded() else {
                    throw ParseError(message: "\(name) takes a positive whole number")
                }
            default: throw ParseError(message: "unknown setting '\(name)'")
            }
            try expect("]")
        }
        guard output == "json" else { throw ParseError(message: "the query must ask for [out:json]") }
        try expect(";")
        var statements = 0
        while position < tokens.count {
            try statement()
            statements += 1
        }
        guard statements > 0 else { throw ParseError(message: "no statement") }
    }

    private mutating func statement() throws {
        if peek == .symbol("(") {
            advance()
            var members = 0
            while peek != .symbol(")") {
                guard position < tokens.count else { throw ParseError(message: "unterminated union") }
                if peek == .symbol("-") {
                    // A difference: one statement before the minus, one after, and nothing more.
                    guard members == 1 else { throw ParseError(message: "a difference takes one statement before '-'") }
                    advance()
                    try statement()
                    guard peek == .symbol(")") else { throw ParseError(message: "a difference takes one statement after '-'") }
                    break
                }
                try statement()
                members += 1
            }
            advance()
            try setName()
            try expect(";")
            return
        }
        if peek == .symbol(".") {
            advance()
            _ = try word()
            if peek == .symbol(";") {
                advance()
                return
            }
        }
        if case .symbol(let recurse) = peek, [">", ">>", "<", "<<"].contains(recurse) {
            advance()
            try setName()
            try expect(";")
            return
        }
        let keyword = try word()
        if keyword == "foreach" {
            if peek == .symbol(".") {
                advance()
                _ = try word()
            }
            try setName()
            try expect("(")
            while peek != .symbol(")") {
                guard position < tokens.count else { throw ParseError(message: "unterminated foreach") }
                try statement()
            }
            advance()
            try expect(";")
            return
        }
        if keyword == "is_in" {
            if peek == .symbol("(") {
                advance()
                let numbers = try numberList()
                guard numbers.count == 2 else { throw ParseError(message: "is_in takes one latitude,longitude pair") }
                try coordinates(numbers)
                try expect(")")
            }
            try setName()
            try expect(";")
            return
        }
        if keyword == "out" {
            while case .word(let mode) = peek {
                guard
                    ["ids", "skel", "body", "tags", "meta", "noids", "geom", "bb", "center", "asc", "qt", "count"].contains(mode)
                else { throw ParseError(message: "unknown out mode '\(mode)'") }
                advance()
            }
            if case .number = peek { advance() }
            try expect(";")
            return
        }
        guard ["node", "way", "rel", "relation", "nwr", "nw", "nr", "wr", "area"].contains(keyword) else {
            throw ParseError(message: "unknown statement '\(keyword)'")
        }
        var filters = 0
        if peek == .symbol(".") {
            advance()
            _ = try word()
            filters += 1
        }
        while peek == .symbol("[") || peek == .symbol("(") {
            if peek == .symbol("[") { try tagFilter() } else { try spatialFilter() }
            filters += 1
        }
        guard filters > 0 else { throw ParseError(message: "a query statement needs a filter") }
        try setName()
        try expect(";")
    }

    private mutating func setName() throws {
        guard peek == .symbol("->") else { return }
        advance()
        try expect(".")
        _ = try word()
    }

    private mutating func tagFilter() throws {
        try expect("[")
        if peek == .symbol("~") {
            advance()
            try regex(try text())
            try expect("~")
            try regex(try text())
        } else {
            if peek == .symbol("!") { advance() }
            _ = try text()
            if case .symbol(let operation) = peek, ["=", "!=", "~", "!~"].contains(operation) {
                advance()
                let value = try text()
                if operation.hasSuffix("~") { try regex(value) }
            }
        }
        if peek == .symbol(",") {
            advance()
            guard try word() == "i" else { throw ParseError(message: "only ',i' may follow a value") }
        }
        try expect("]")
    }

    private mutating func spatialFilter() throws {
        try expect("(")
        if case .word(let name) = peek {
            advance()
            if peek == .symbol(".") {
                advance()
                _ = try word()
            }
            switch name {
            case "around":
                try expect(":")
                if case .word = peek {
                    // `(around:foo)`: the real server (0.7.62) accepts a word where the radius goes, and finds nothing
                    advance()
                    break
                }
                let numbers = try numberList()
                guard let radius = numbers.first, radius >= 0 else { throw ParseError(message: "around needs a radius") }
                let points = numbers.dropFirst()
                guard points.count.isMultiple(of: 2) else { throw ParseError(message: "around takes latitude,longitude pairs") }
                try coordinates(Array(points))
            case "id":
                try expect(":")
                guard try numberList().allSatisfy({ $0 > 0 && $0 == $0.rounded() }) else {
                    throw ParseError(message: "ids are positive whole numbers")
                }
            case "area":
                break
            default:
                throw ParseError(message: "unknown filter '\(name)'")
            }
        } else {
            let numbers = try numberList()
            switch numbers.count {
            case 1:
                guard numbers[0] > 0, numbers[0] == numbers[0].rounded() else {
                    throw ParseError(message: "an id is a positive whole number")
                }
            case 4:
                try coordinates(numbers)
                guard numbers[0] <= numbers[2] else { throw ParseError(message: "a bounding box's south is above its north") }
            default:
                throw ParseError(message: "a filter of \(numbers.count) numbers")
            }
        }
        try expect(")")
    }

    private mutating func numberList() throws -> [Double] {
        var numbers: [Double] = []
        repeat {
            if !numbers.isEmpty { advance() }
            guard case .number(let value) = next() else { throw ParseError(message: "a number was expected") }
            numbers.append(value)
        } while peek == .symbol(",")
        return numbers
    }

    private func coordinates(_ numbers: [Double]) throws {
        for index in stride(from: 0, to: numbers.count - 1, by: 2) {
            guard (-90...90).contains(numbers[index]), (-180...180).contains(numbers[index + 1]) else {
                throw ParseError(message: "coordinates \(numbers[index]),\(numbers[index + 1]) out of range")
            }
        }
    }

    private func regex(_ pattern: String) throws {
        guard (try? NSRegularExpression(pattern: pattern)) != nil else {
            throw ParseError(message: "invalid regular expression \"\(pattern)\"")
        }
    }

    // MARK: - Tokens

    private var peek: Token? { position < tokens.count ? tokens[position] : nil }

    private mutating func advance() { position += 1 }

    private mutating func next() -> Token? {
        defer { position += 1 }
        return peek
    }

    private mutating func expect(_ symbol: String) throws {
        guard next() == .symbol(symbol) else { throw ParseError(message: "'\(symbol)' expected") }
    }

    private mutating func word() throws -> String {
        guard case .word(let word) = next() else { throw ParseError(message: "a keyword was expected") }
        return word
    }

    /// A key or a value: quoted, or a bare word.
    private mutating func text() throws -> String {
        switch next() {
        case .string(let text), .word(let text): return text
        default: throw ParseError(message: "a key or value was expected")
        }
    }

    private static func tokenize(_ text: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character.isWhitespace {
                index += 1
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                guard
                    let end = (index + 2..<max(index + 2, characters.count - 1)).first(where: {
                        characters[$0] == "*" && characters[$0 + 1] == "/"
                    })
                else { throw ParseError(message: "unterminated comment") }
                index = end + 2
            } else if character == "\"" || character == "'" {
                var value = ""
                index += 1
                while index < characters.count && characters[index] != character {
                    if characters[index] == "\\" && index + 1 < characters.count { index += 1 }
                    value.append(characters[index])
                    index += 1
                }
                guard index < characters.count else { throw ParseError(message: "unterminated string") }
                index += 1
                tokens.append(.string(value))
            } else if character.isNumber || (character == "-" && index + 1 < characters.count && characters[index + 1].isNumber) {
                var number = String(character)
                index += 1
                while index < characters.count && (characters[index].isNumber || characters[index] == ".") {
                    number.append(characters[index])
                    index += 1
                }
                guard let value = Double(number) else { throw ParseError(message: "malformed number \(number)") }
                tokens.append(.number(value))
            } else if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count
                    && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_")
                {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                let pair = index + 1 < characters.count ? String([character, characters[index + 1]]) : ""
                if ["->", "!=", "!~", ">>", "<<"].contains(pair) {
                    tokens.append(.symbol(pair))
                    index += 2
                } else if "[]();,.:=!~<>-".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw ParseError(message: "unexpected character '\(character)'")
                }
            }
        }
        return tokens
    }
}
