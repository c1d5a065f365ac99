//! Where the generated art lives (`assets/art/`, made by `src/bin/artgen`). The client, the art
//! generator and the asset test all name files through these functions, so a missing file is caught.

use crate::rules::data::{self, Faction};

/// The art directory, relative to the assets root.
pub const DIR: &str = "art";

/// Design sizes in pixels at scale 1 (width, height).
pub const CARD_SIZE: (u32, u32) = (240, 336);
pub const PORTRAIT_SIZE: (u32, u32) = (240, 300);
pub const ROLE_SIZE: (u32, u32) = (200, 280);

/// Where the client writes a card's name on its face, as fractions (x, y, w, h) of the card.
pub const NAME_PLAQUE: (f32, f32, f32, f32) = (34.0 / 240.0, 252.0 / 336.0, 172.0 / 240.0, 44.0 / 336.0);

/// Where the client writes a role's name on its role card, as fractions (x, y, w, h).
pub const ROLE_PLAQUE: (f32, f32, f32, f32) = (40.0 / 200.0, 206.0 / 280.0, 120.0 / 200.0, 36.0 / 280.0);

/// The face of physical card `index` (0-based into the data; EX cards follow the base deck).
pub fn card_face(index: usize) -> String {
    format!("{DIR}/cards/{:03}.png", index + 1)
}

pub fn card_back() -> String {
    format!("{DIR}/cards/back.png")
}

/// A general's portrait by data id (e.g. `caocao`).
pub fn portrait(id: &str) -> String {
    format!("{DIR}/generals/{id}.png")
}

/// A role card: `lord`, `loyalist`, `rebel` or `renegade`.
pub fn role(id: &str) -> String {
    format!("{DIR}/roles/{id}.png")
}

pub fn hp_icon(full: bool) -> String {
    format!("{DIR}/ui/hp-{}.png", if full { "full" } else { "empty" })
}

pub fn faction_id(f: Faction) -> &'static str {
    match f {
        Faction::Wei => "wei",
        Faction::Shu => "shu",
        Faction::Wu => "wu",
        Faction::Qun => "qun",
    }
}

pub fn faction_emblem(f: Faction) -> String {
    format!("{DIR}/ui/faction-{}.png", faction_id(f))
}

pub fn table() -> String {
    format!("{DIR}/ui/table.png")
}

pub const ROLES: [&str; 4] = ["lord", "loyalist", "rebel", "renegade"];
pub const FACTIONS: [Faction; 4] = [Faction::Wei, Faction::Shu, Faction::Wu, Faction::Qun];

/// Every picture the game loads, with its expected size at scale 1 (`None`: any size).
pub fn manifest() -> Vec<(String, Option<(u32, u32)>)> {
    let mut v: Vec<(String, Option<(u32, u32)>)> =
        (0..data::FULL_DECK).map(|i| (card_face(i), Some(CARD_SIZE))).collect();
    v.push((card_back(), Some(CARD_SIZE)));
    v.extend(data::generals().iter().map(|g| (portrait(g.id), Some(PORTRAIT_SIZE))));
    v.extend(ROLES.iter().map(|r| (role(r), Some(ROLE_SIZE))));
    v.push((hp_icon(true), Some((48, 48))));
    v.push((hp_icon(false), Some((48, 48))));
    v.extend(FACTIONS.iter().map(|&f| (faction_emblem(f), Some((64, 64)))));
    v.push((table(), Some((1280, 720))));
    v
}
