//! Static game data, compiled in by `build.rs` from `assets/data/*.ron` (validated there).

use serde::{Deserialize, Serialize};

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Subtype {
    Basic,
    Trick,
    DelayedTrick,
    Weapon,
    Armor,
    DefensiveHorse,
    OffensiveHorse,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Suit {
    Spade,
    Heart,
    Club,
    Diamond,
}

/// A card's colour. Cards made of several cards of different colours are colourless (seed 001 §4).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Color {
    Red,
    Black,
    Colorless,
}

impl Suit {
    pub fn color(self) -> Color {
        match self {
            Suit::Heart | Suit::Diamond => Color::Red,
            Suit::Spade | Suit::Club => Color::Black,
        }
    }
    pub fn id(self) -> &'static str {
        match self {
            Suit::Spade => "spade",
            Suit::Heart => "heart",
            Suit::Club => "club",
            Suit::Diamond => "diamond",
        }
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Faction {
    Wei,
    Shu,
    Wu,
    Qun,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Gender {
    Male,
    Female,
}

/// Per-kind facts: subtype and (for weapons) attack range.
#[derive(Clone, Copy, Debug)]
pub struct KindInfo {
    pub kind: CardKind,
    pub subtype: Subtype,
    pub range: u8,
    /// The name it also counts as (火杀 and 雷杀 count as 杀), or itself.
    pub family: CardKind,
}

/// Where one package's cards sit in the card table.
#[derive(Clone, Copy, Debug)]
pub struct PackageInfo {
    pub package: Package,
    pub id: &'static str,
    /// Index of its first card in the card table.
    pub first: usize,
    pub len: usize,
}

/// One physical card.
#[derive(Clone, Copy, Debug)]
pub struct CardDef {
    pub kind: CardKind,
    pub suit: Suit,
    pub rank: u8,
}

/// A general (武将) as printed.
#[derive(Clone, Copy, Debug)]
pub struct GeneralDef {
    pub id: &'static str,
    pub faction: Faction,
    pub gender: Gender,
    pub hp: u8,
    pub skills: &'static [&'static str],
    pub lord_skills: &'static [&'static str],
}

include!(concat!(env!("OUT_DIR"), "/data_gen.rs"));

impl Package {
    pub fn info(self) -> &'static PackageInfo {
        // PACKAGE_TABLE is in enum order (both are generated from the same list).
        &PACKAGE_TABLE[self as usize]
    }
    /// Every package, in deck order.
    pub fn all() -> impl Iterator<Item = Package> {
        PACKAGE_TABLE.iter().map(|p| p.package)
    }
    /// Stable id as used in the data file and setups.
    pub fn id(self) -> &'static str {
        self.info().id
    }
    pub fn from_id(id: &str) -> Option<Package> {
        Package::all().find(|p| p.id() == id)
    }
    /// Indexes of its cards in the card table.
    pub fn cards(self) -> std::ops::Range<usize> {
        let i = self.info();
        i.first..i.first + i.len
    }
    /// The package a card-table index belongs to.
    pub fn of_index(index: usize) -> Option<Package> {
        Package::all().find(|p| p.cards().contains(&index))
    }
    /// The Standard deck, with or without its 4 EX cards.
    pub fn standard(ex: bool) -> Vec<Package> {
        if ex { vec![Package::Standard, Package::Ex] } else { vec![Package::Standard] }
    }
}

impl CardKind {
    pub fn info(self) -> &'static KindInfo {
        // KIND_TABLE is in enum order (checked by a test).
        &KIND_TABLE[self as usize]
    }
    pub fn subtype(self) -> Subtype {
        self.info().subtype
    }
    /// The name this card also counts as for "any X" (火杀 and 雷杀 are 杀), or itself.
    pub fn family(self) -> CardKind {
        self.info().family
    }
    /// Whether a card of this name answers to `name`: it is `name`, or of `name`'s family
    /// ("any 杀": plain, fire and thunder).
    pub fn is(self, name: CardKind) -> bool {
        self == name || self.family() == name
    }
    pub fn is_trick(self) -> bool {
        self.subtype() == Subtype::Trick
    }
    pub fn is_delayed(self) -> bool {
        self.subtype() == Subtype::DelayedTrick
    }
    pub fn is_equipment(self) -> bool {
        self.equip_slot().is_some()
    }
    /// Equipment slot index: 0 weapon, 1 armour, 2 +1 horse, 3 −1 horse.
    pub fn equip_slot(self) -> Option<usize> {
        match self.subtype() {
            Subtype::Weapon => Some(0),
            Subtype::Armor => Some(1),
            Subtype::DefensiveHorse => Some(2),
            Subtype::OffensiveHorse => Some(3),
            _ => None,
        }
    }
    /// Stable id as used in data files and locale keys.
    pub fn id(self) -> String {
        ron::to_string(&self).unwrap_or_default()
    }
    pub fn all() -> impl Iterator<Item = CardKind> {
        KIND_TABLE.iter().map(|k| k.kind)
    }
}

pub fn card_def(index: usize) -> Option<&'static CardDef> {
    CARD_TABLE.get(index)
}

pub fn generals() -> &'static [GeneralDef] {
    &GENERAL_TABLE
}

pub fn general_index(id: &str) -> Option<usize> {
    GENERAL_TABLE.iter().position(|g| g.id == id)
}

/// A set of packages: what a setup's deck is built from (in deck order, whatever order it was given in).
/// Written as a list of package ids, e.g. `[standard, ex]`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct PackageSet(u32);

impl PackageSet {
    pub const EMPTY: PackageSet = PackageSet(0);

    pub fn of(packages: &[Package]) -> PackageSet {
        packages.iter().fold(PackageSet::EMPTY, |s, &p| s.with(p))
    }
    /// The Standard deck, with or without its 4 EX cards.
    pub fn standard(ex: bool) -> PackageSet {
        PackageSet::of(&Package::standard(ex))
    }
    pub fn with(self, p: Package) -> PackageSet {
        PackageSet(self.0 | 1 << (p as u32))
    }
    pub fn contains(self, p: Package) -> bool {
        self.0 & (1 << (p as u32)) != 0
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// The packages in deck order.
    pub fn iter(self) -> impl Iterator<Item = Package> {
        Package::all().filter(move |&p| self.contains(p))
    }
    /// How many cards the deck built from these packages holds.
    pub fn card_count(self) -> usize {
        self.iter().map(|p| p.info().len).sum()
    }
    /// Whether the card at this card-table index belongs to one of these packages.
    pub fn holds_index(self, index: usize) -> bool {
        Package::of_index(index).is_some_and(|p| self.contains(p))
    }
}

impl Serialize for PackageSet {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}

impl<'de> Deserialize<'de> for PackageSet {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<Package>::deserialize(d).map(|v| PackageSet::of(&v))
    }
}
