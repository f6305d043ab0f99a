#!/usr/bin/env python3
"""Assembles the sandbox's place data set from the real recorded Google responses in ../google-places/.

Run it from anywhere: python3 Fixtures/sandbox/build_dataset.py  -> writes Fixtures/sandbox/places.json.
Every value is as Google recorded it (integer ratings stay integers, missing keys stay missing), except where
a record's "synthesized" list names a field: the Dijon Places API (New) body was recorded with a field mask
that left out ids, locations and types; ids come from its photo and review resource names, locations are
placed deterministically around Dijon's centre, and types follow what each place is (supermarket, cinema...).
"""
import json
import math
import os

HERE = os.path.dirname(os.path.abspath(__file__))
RECORDED = os.path.join(HERE, "..", "google-places")

# (file, neighbourhood) for every legacy search body with results.
LEGACY_SEARCHES = [
    ("maps_http_places_nearbysearch_response.json", "Sydney, Pyrmont"),
    ("maps_http_places_nearbysearch_distance_response.json", "Sydney, Pyrmont"),
    ("PlacesApiNearbySearchRequestByKeywordResponse.json", "Sydney"),
    ("PlacesApiNearbySearchRequestByNameResponse.json", "Sydney, CBD"),
    ("PlacesApiNearbySearchRequestByTypeResponse.json", "Sydney"),
    ("maps_http_places_textsearch_response.json", "Sydney"),
    ("PlacesApiTextSearchResponse.json", "Sydney, Pyrmont"),
    ("TextSearchPizzaInNYC.json", "New York, Manhattan"),
    ("PlacesApiPizzaInNewYorkResponse.json", "New York, Manhattan"),
    ("maps_http_places_textsearch_weighted_response.json", "Barcelona"),
    ("maps_http_places_textsearch_location_response.json", "New York"),
    ("maps_http_places_textsearch_incomplete_address_response.json", "New York"),
    ("placesApiKitaWardResponse.json", "Tokyo, Kita"),
]
DETAILS = ["maps_http_places_details_response.json", "PlaceDetailsLookupGoogleSydneyResponse.json", "PlaceDetailsQuay.json"]
DIJON = ("places-v1-searchNearby-restaurants-Dijon.json", "Dijon")
DIJON_CENTRE = (47.3220, 5.0415)
DIJON_TYPES = {
    "Carrefour City": ["supermarket", "restaurant", "food"],
    "Carrefour Express": ["supermarket", "restaurant", "food"],
    "Franprix": ["supermarket", "restaurant", "food"],
    "Pathé Dijon": ["movie_theater", "restaurant", "food"],
    "WOLF coffee and toast": ["cafe", "restaurant", "food"],
    "Delirium Café Dijon": ["bar", "restaurant", "food"],
    "Burger King": ["hamburger_restaurant", "restaurant", "food"],
    "McDonald's": ["fast_food_restaurant", "restaurant", "food"],
}


def load(name):
    with open(os.path.join(RECORDED, name), encoding="utf-8") as f:
        return json.load(f)


def legacy_record(result, neighbourhood, source):
    loc = result["geometry"]["location"]
    record = {"id": result["place_id"], "name": result.get("name"), "lat": loc["lat"], "lng": loc["lng"],
              "neighbourhood": neighbourhood, "source": source}
    copy = {"rating": "rating", "user_ratings_total": "userRatingsTotal", "price_level": "priceLevel",
            "vicinity": "vicinity", "formatted_address": "formattedAddress", "business_status": "businessStatus",
            "permanently_closed": "permanentlyClosed", "types": "types"}
    for key, field in copy.items():
        if key in result:
            record[field] = result[key]
    if "opening_hours" in result and "open_now" in result["opening_hours"]:
        record["openNow"] = result["opening_hours"]["open_now"]
    photos = [{"ref": p["photo_reference"], "width": p.get("width"), "height": p.get("height"),
               "attributions": p.get("html_attributions", [])} for p in result.get("photos", []) if "photo_reference" in p]
    if photos:
        record["photos"] = photos
    return record


def merge_details(record, result):
    for key, field in {"formatted_phone_number": "phone", "international_phone_number": "internationalPhone",
                       "website": "website", "url": "mapsUrl", "formatted_address": "formattedAddress",
                       "utc_offset": "utcOffset"}.items():
        if key in result:
            record[field] = result[key]
    hours = result.get("opening_hours", {})
    if hours.get("weekday_text"):
        record["weekdayText"] = hours["weekday_text"]
    if hours.get("periods"):
        record["periods"] = hours["periods"]
    reviews = [{"author": r.get("author_name"), "rating": r.get("rating"), "text": r.get("text", ""),
                "time": r.get("time"), "relativeTime": r.get("relative_time_description"),
                "language": r.get("language")} for r in result.get("reviews", [])]
    if reviews:
        record["reviews"] = reviews
    photos = [{"ref": p["photo_reference"], "width": p.get("width"), "height": p.get("height"),
               "attributions": p.get("html_attributions", [])} for p in result.get("photos", []) if "photo_reference" in p]
    if len(photos) > len(record.get("photos", [])):
        record["photos"] = photos

# Places to drink and to buy bread, for `nearby --kind`: the recorded bodies hold one café and no coffee shop,
# bakery or wine bar near Dijon, so these few are made up entirely (every field synthesized): a coffee shop, a
# café, a bakery, a wine bar and a pub, 250 to 900 m from the centre. Ids are chosen so that the sandbox's
# Foursquare knows each of them and gives none a Foursquare-only neighbour (FoursquareVenue.all).
DIJON_DRINKS = [
    ("sandbox-dijon-coffee-1", "Black Coffee Darcy", ["coffee_shop", "cafe", "food"], 250, 40, 4.7, 312),
    ("sandbox-dijon-cafe-2", "Café du Théâtre", ["cafe", "food"], 420, 160, 4.3, 128),
    ("sandbox-dijon-bakery-1", "Boulangerie des Ducs", ["bakery", "food", "store"], 560, 250, 4.6, 540),
    ("sandbox-dijon-wine-bar-1", "Le Comptoir à Vins", ["wine_bar", "bar"], 700, 300, 4.5, 211),
    ("sandbox-dijon-pub-1", "The Dukes Pub", ["pub", "bar"], 880, 110, 3.9, 95),
]


def dijon_drinks():
    records = []
    for place_id, name, types, distance, bearing, rating, count in DIJON_DRINKS:
        angle = math.radians(bearing)
        lat = DIJON_CENTRE[0] + distance * math.cos(angle) / 111_195.08
        lng = DIJON_CENTRE[1] + distance * math.sin(angle) / (111_195.08 * math.cos(math.radians(DIJON_CENTRE[0])))
        records.append({"id": place_id, "name": name, "lat": round(lat, 7), "lng": round(lng, 7), "neighbourhood": "Dijon",
                        "source": "build_dataset.py", "languageCode": "fr", "types": types, "businessStatus": "OPERATIONAL",
                        "rating": rating, "userRatingsTotal": count, "formattedAddress": f"{name}, 21000 Dijon, France",
                        "photos": [], "reviews": [], "synthesized": ["all"]})
    return records


def dijon_records():
    name, neighbourhood = DIJON
    records = []
    for index, place in enumerate(load(name)["places"]):
        resource = (place.get("photos") or place.get("reviews") or [{}])[0].get("name", "")
        place_id = resource.split("/")[1] if resource.startswith("places/") else f"sandbox-dijon-{index}"
        # A deterministic spiral around the centre: 60 m to about 1.2 km.
        angle = index * 2.399963  # golden angle
        distance = 60 + index * 58
        lat = DIJON_CENTRE[0] + distance * math.cos(angle) / 111_195.08
        lng = DIJON_CENTRE[1] + distance * math.sin(angle) / (111_195.08 * math.cos(math.radians(DIJON_CENTRE[0])))
        display = place["displayName"]["text"]
        record = {"id": place_id, "name": display, "lat": round(lat, 7), "lng": round(lng, 7),
                  "neighbourhood": neighbourhood, "source": name, "languageCode": place["displayName"].get("languageCode"),
                  "types": DIJON_TYPES.get(display, ["restaurant", "food"]), "businessStatus": "OPERATIONAL",
                  "synthesized": ["lat", "lng", "types", "businessStatus"] + ([] if resource else ["id"])}
        if display == "Restaurant Gril'Laure":
            # One restaurant closed for good, so that every neighbourhood shows that quirk (the recorded closed
            # place, in Barcelona, is a market). Marked as synthesized.
            record["businessStatus"] = "CLOSED_PERMANENTLY"
        for key, field in {"rating": "rating", "userRatingCount": "userRatingsTotal", "formattedAddress": "formattedAddress"}.items():
            if key in place:
                record[field] = place[key]
        record["photos"] = [{"ref": p["name"].split("/photos/")[-1], "width": p.get("widthPx"), "height": p.get("heightPx"),
                             "attributions": [a.get("displayName") for a in p.get("authorAttributions", [])]}
                            for p in place.get("photos", [])]
        record["reviews"] = [{"author": r.get("authorAttribution", {}).get("displayName"), "rating": r.get("rating"),
                              "text": r.get("text", {}).get("text", ""), "publishTime": r.get("publishTime"),
                              "relativeTime": r.get("relativePublishTimeDescription"),
                              "language": r.get("text", {}).get("languageCode")} for r in place.get("reviews", [])]
        records.append(record)
    return records


def main():
    places = {}
    for name, neighbourhood in LEGACY_SEARCHES:
        for result in load(name).get("results", []):
            if "place_id" in result and "geometry" in result and result["place_id"] not in places:
                places[result["place_id"]] = legacy_record(result, neighbourhood, name)
    for name in DETAILS:
        result = load(name).get("result", {})
        if result.get("place_id") in places:
            merge_details(places[result["place_id"]], result)
        elif "place_id" in result and "geometry" in result:
            record = legacy_record(result, "Sydney", name)
            merge_details(record, result)
            places[result["place_id"]] = record
    for record in dijon_records() + dijon_drinks():
        places.setdefault(record["id"], record)
    out = {"about": "Real recorded Google Places data, assembled by build_dataset.py; see README.md.",
           "places": list(places.values())}
    with open(os.path.join(HERE, "places.json"), "w", encoding="utf-8") as f:
        json.dump(out, f, ensure_ascii=False, indent=1)
        f.write("\n")
    print(f"{len(places)} places written")


if __name__ == "__main__":
    main()
