//! Static game data, compiled in by `build.rs` from `assets/data/*.ron` (validated there).

use serde::{Deserialize, Serialize};

/// The name of a playing card (its kind). Ids match `assets/data/cards.ron` and the locale keys `card-<id>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CardKind {
    Slash,
    Jink,
    Peach,
    Duel,
    Dismantlement,
    Snatch,
    ExNihilo,
    Collateral,
    AmazingGrace,
    GodSalvation,
    SavageAssault,
    ArcheryAttack,
    Nullification,
    Indulgence,
    Lightning,
    Crossbow,
    DoubleSword,
    QinggangSword,
    IceSword,
    Blade,
    Spear,
    Axe,
    Halberd,
    KylinBow,
    EightDiagram,
    RenwangShield,
    Jueying,
    Dilu,
    Zhuahuangfeidian,
    Chitu,
    Dayuan,
    Zixing,
}

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

/// Number of cards in the base deck; the EX cards follow.
pub const BASE_DECK: usize = 104;
pub const FULL_DECK: usize = 108;

impl CardKind {
    pub fn info(self) -> &'static KindInfo {
        // KIND_TABLE is in enum order (checked by a test).
        &KIND_TABLE[self as usize]
    }
    pub fn subtype(self) -> Subtype {
        self.info().subtype
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
