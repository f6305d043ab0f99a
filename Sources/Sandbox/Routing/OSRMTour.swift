/// The maneuvers OSRM's HTTP documentation lists (`docs/http.md`, `StepManeuver`), one step each, which every route of
/// the sandbox's OSRM passes on its first leg, so that a client meets each type and modifier as the real engine emits
/// them: `depart`/`arrive` with the side of the road as modifier and the heading in `bearing_after`, roundabouts and
/// rotaries with their `exit` (a rotary with its `rotary_name`), `exit roundabout`, `fork`, `merge`, ramps, the end of
/// the road, a new name, `continue`, `use lane`, `notification`, turns of every modifier, a U-turn, and one type no
/// client knows yet (to be read as `turn`).
enum OSRMTour {
    struct Maneuver {
        let type: String
        let modifier: String?
        let exit: Int?
        let street: String
        let rotaryName: String?
        /// The heading after the maneuver, in degrees.
        let bearingAfter: Int
    }

    private static func m(
        _ type: String, _ modifier: String?, _ street: String, exit: Int? = nil, rotary: String? = nil, bearing: Int = 0
    ) -> Maneuver {
        Maneuver(type: type, modifier: modifier, exit: exit, street: street, rotaryName: rotary, bearingAfter: bearing)
    }

    static let maneuvers: [Maneuver] = [
        m("new name", "straight", "Avenue du Sandbox"),
        m("continue", "slight left", "Avenue du Sandbox", bearing: 350),
        m("roundabout", "right", "Boulevard des Maquettes", exit: 2, bearing: 45),
        m("exit roundabout", "right", "Boulevard des Maquettes", exit: 2, bearing: 40),
        m("rotary", "slight right", "Quai des Essais", exit: 3, rotary: "Place de l'Étoile", bearing: 20),
        m("exit rotary", "slight right", "Quai des Essais", exit: 3, bearing: 15),
        m("roundabout turn", "left", "Rue du Rond-Point", exit: 1, bearing: 300),
        m("fork", "slight left", "Voie Rapide du Sandbox", bearing: 290),
        m("merge", "slight right", "Voie Rapide du Sandbox", bearing: 300),
        m("on ramp", "right", "Autoroute des Tests", bearing: 10),
        m("off ramp", "slight right", "Sortie des Essais", bearing: 20),
        m("end of road", "left", "Rue de la Fin", bearing: 290),
        m("use lane", "straight", "Rue de la Fin", bearing: 290),
        m("notification", "straight", "Rue de la Fin", bearing: 290),
        m("turn", "sharp right", "Impasse du Retour", bearing: 90),
        m("turn", "uturn", "Impasse du Retour", bearing: 270),
        m("continue", "uturn", "Rue de la Fin", bearing: 110),
        m("turn", "slight left", "Rue du Sandbox", bearing: 0),
        m("new name", "sharp left", "Rue du Détour", bearing: 270),
        m("turn", "straight", "Rue du Sandbox", bearing: 0),
        m("teleport", "left", "Rue du Futur", bearing: 270),
        m("turn", "right", "Rue du Sandbox", bearing: 0),
    ]
}
