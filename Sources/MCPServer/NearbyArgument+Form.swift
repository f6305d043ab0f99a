import Domain
import Presentation

extension NearbyArgument {
    /// A value as the tool's arguments hold it.
    public enum Given: Equatable, Sendable {
        case text(String)
        case number(Double)
        case flag(Bool)
        case texts([String])
    }

    /// The search the arguments ask, each value read as every front end reads it (`NearbyField.option`), and
    /// `latitude` with `longitude`, `radius` with `radius_unit` and `max_travel_minutes` in the tool's own units; an
    /// unknown name or a value the search refuses is a usage error in the assistant's words.
    public static func form(_ arguments: [String: Given]) throws(UsageError) -> NearbyForm {
        var form = NearbyForm()
        for (name, given) in arguments.sorted(by: { $0.key < $1.key }) {
            guard let argument = all.first(where: { $0.name == name }) else {
                throw UsageError("unknown argument '\(name.prefix(40))'")
            }
            switch (name, given) {
            case ("latitude", _), ("longitude", _), ("radius_unit", _):
                continue
            case ("radius", .number(let number)):
                // A typed number in its unit, judged before it is rounded to whole metres (0.5 m is under the 1 m
                // least, not 1 m; issue 59's audit: it was searched and found nothing).
                let word: String = if case .text(let unit)? = arguments["radius_unit"] { unit } else { "m" }
                guard let unit = RadiusArgument.Unit(rawValue: word.lowercased()) else {
                    throw UsageError("radius_unit '\(TerminalSafe.line(String(word.prefix(8))))' is not one of m, km, mi, ft")
                }
                form.radius = try RadiusArgument.meters(number, unit, written: decimal(number) + unit.rawValue)
            case ("max_travel_minutes", .number(let minutes)):
                form.maxTravel = try TravelDurationArgument.minutes(minutes.rounded())
            default:
                let option = argument.field.option
                for text in texts(given, repeats: option.shape == .repeated) where option.takesValue || text == "true" {
                    do { try option.set(&form, text) } catch let error as UsageError { throw error } catch {
                        throw UsageError("\(name) '\(text.prefix(40))' is not one of the values it takes")
                    }
                }
            }
        }
        form.location = try centre(arguments)
        return form
    }

    /// The point `latitude` and `longitude` give together.
    private static func centre(_ arguments: [String: Given]) throws(UsageError) -> Location? {
        switch (arguments["latitude"], arguments["longitude"]) {
        case (.number(let latitude)?, .number(let longitude)?):
            guard let centre = Location(latitude: latitude, longitude: longitude) else {
                throw UsageError("the centre \(latitude),\(longitude) is not on Earth")
            }
            return centre
        case (nil, nil): return nil
        default: throw UsageError("give latitude and longitude together")
        }
    }

    /// A number in plain decimal notation, as a distance is written (`0.00001`, not `1e-05`).
    private static func decimal(_ number: Double) -> String {
        let shortest = String(number)
        guard shortest.contains("e") else { return shortest }
        var fixed = String(format: "%.12f", number)
        while fixed.hasSuffix("0") { fixed.removeLast() }
        return fixed.hasSuffix(".") ? fixed + "0" : fixed
    }

    /// The texts a value is read from: a whole number without a fraction, a list joined or one a time.
    private static func texts(_ given: Given, repeats: Bool) -> [String] {
        switch given {
        case .text(let text): [text]
        case .number(let number): [number == number.rounded() && abs(number) < 1e9 ? String(Int(number)) : String(number)]
        case .flag(let flag): flag ? ["true"] : []
        case .texts(let texts): repeats ? texts : texts.isEmpty ? [] : [texts.joined(separator: ",")]
        }
    }
}
