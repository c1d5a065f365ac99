//! Decks (seed 004 §1.3): RON files a player can edit. Validation: 40–60 cards, at most 3 of a name,
//! the declared factions are exactly the factions the cards use (无 does not count), 军令 candidates
//! apart from the 40–60; the hand limit follows from the declared factions (§2.2.5).

use super::cards::{Class, Faction, Pool};
use super::game::SideSetup;
use crate::file_error::FileError;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, BTreeSet};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Deck {
    /// Stable id (`order-deck-<id>` names it).
    pub id: String,
    /// `aggressive` or `defensive` (free text for player decks).
    #[serde(default)]
    pub style: String,
    /// 宣布势力.
    pub factions: Vec<Faction>,
    /// 军令 candidates (chosen before the game; not part of the 40–60).
    #[serde(default)]
    pub orders: Vec<String>,
    /// (card id, copies).
    pub cards: Vec<(String, u8)>,
}

/// Why a deck is not legal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeckError {
    Size(usize),
    TooMany { card: String, copies: u32 },
    UnknownCard(String),
    Undeclared { card: String, faction: Faction },
    DeclaredUnused(Faction),
    NeutralDeclared,
    OrderInDeck(String),
    NotAnOrder(String),
}

impl std::fmt::Display for DeckError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DeckError::Size(n) => write!(f, "a deck holds 40 to 60 cards, this one {n}"),
            DeckError::TooMany { card, copies } => write!(f, "at most 3 cards of a name: `{card}` ×{copies}"),
            DeckError::UnknownCard(c) => write!(f, "unknown card `{c}`"),
            DeckError::Undeclared { card, faction } => {
                write!(f, "`{card}` is of faction {faction:?}, which the deck does not declare")
            }
            DeckError::DeclaredUnused(x) => write!(f, "faction {x:?} is declared but no card uses it"),
            DeckError::NeutralDeclared => write!(f, "无 (Neutral) is not a faction and is not declared"),
            DeckError::OrderInDeck(c) => write!(f, "`{c}` is a 军令: list it under `orders`, not `cards`"),
            DeckError::NotAnOrder(c) => write!(f, "`{c}` under `orders` is not a 军令"),
        }
    }
}

impl Deck {
    pub fn from_ron(path: &str, text: &str, pool: &Pool) -> Result<Deck, FileError> {
        let d: Deck = ron::from_str(text).map_err(|e| super::cards::ron_error(path, e))?;
        d.validate(pool).map_err(|e| {
            let line = match &e {
                DeckError::TooMany { card, .. }
                | DeckError::UnknownCard(card)
                | DeckError::Undeclared { card, .. }
                | DeckError::OrderInDeck(card)
                | DeckError::NotAnOrder(card) => super::cards::line_of_id(text, card),
                _ => 1,
            };
            FileError { path: path.into(), line, message: e.to_string() }
        })?;
        Ok(d)
    }

    pub fn size(&self) -> usize {
        self.cards.iter().map(|(_, n)| *n as usize).sum()
    }

    /// The first rule the deck breaks.
    pub fn validate(&self, pool: &Pool) -> Result<(), DeckError> {
        let mut copies: BTreeMap<&str, u32> = BTreeMap::new();
        for (c, n) in &self.cards {
            *copies.entry(c.as_str()).or_default() += *n as u32;
        }
        let mut used = BTreeSet::new();
        for (c, n) in &copies {
            let def = pool.index(c).map(|i| &pool.cards[i]).ok_or_else(|| DeckError::UnknownCard(c.to_string()))?;
            if *n > 3 {
                return Err(DeckError::TooMany { card: c.to_string(), copies: *n });
            }
            if matches!(def.class, Class::Order) {
                return Err(DeckError::OrderInDeck(c.to_string()));
            }
            for f in def.real_factions() {
                if !self.factions.contains(&f) {
                    return Err(DeckError::Undeclared { card: c.to_string(), faction: f });
                }
                used.insert(f);
            }
        }
        if self.factions.contains(&Faction::Neutral) {
            return Err(DeckError::NeutralDeclared);
        }
        if let Some(f) = self.factions.iter().find(|f| !used.contains(f)) {
            return Err(DeckError::DeclaredUnused(*f));
        }
        let n = self.size();
        if !(40..=60).contains(&n) {
            return Err(DeckError::Size(n));
        }
        for o in &self.orders {
            let def = pool.index(o).map(|i| &pool.cards[i]).ok_or_else(|| DeckError::UnknownCard(o.clone()))?;
            if !matches!(def.class, Class::Order) {
                return Err(DeckError::NotAnOrder(o.clone()));
            }
        }
        Ok(())
    }

    /// The hand limit at 终 the declared factions give (§2.2.5): 1 → 10, 2 → 8, 3+ → 6.
    pub fn hand_limit(&self) -> u8 {
        match self.factions.iter().filter(|f| **f != Faction::Neutral).collect::<BTreeSet<_>>().len() {
            0 | 1 => 10,
            2 => 8,
            _ => 6,
        }
    }

    /// This deck as one side of a game.
    pub fn side(&self) -> SideSetup {
        SideSetup {
            cards: self.cards.iter().flat_map(|(c, n)| std::iter::repeat_n(c.clone(), *n as usize)).collect(),
            orders: self.orders.clone(),
            factions: self.factions.clone(),
        }
    }
}

macro_rules! builtin_decks {
    ($($name:literal),* $(,)?) => {
        /// The pre-built decks: (file path, RON text).
        pub const BUILTIN_DECKS: &[(&str, &str)] = &[
            $((concat!("assets/order/decks/", $name, ".ron"), include_str!(concat!("../../assets/order/decks/", $name, ".ron")))),*
        ];
    };
}

builtin_decks!("wei_aggro", "wei_guard", "shu_aggro", "shu_guard", "wu_aggro", "wu_guard", "qun_aggro", "qun_guard");

/// Every pre-built deck, parsed and validated.
pub fn builtin_decks(pool: &Pool) -> Result<Vec<Deck>, FileError> {
    BUILTIN_DECKS.iter().map(|(p, t)| Deck::from_ron(p, t, pool)).collect()
}

/// A deck by pre-built id, or from a RON file path.
pub fn load_deck(name: &str, pool: &Pool) -> Result<Deck, FileError> {
    if let Some(d) = builtin_decks(pool)?.into_iter().find(|d| d.id == name) {
        return Ok(d);
    }
    let text = std::fs::read_to_string(name).map_err(|e| FileError {
        path: name.into(),
        line: 0,
        message: format!("not a pre-built deck and not a readable file ({e})"),
    })?;
    Deck::from_ron(name, &text, pool)
}
