//! Small value types shared by the whole engine.

use super::data::{CardDef, CardKind, Color, Suit, card_def};
use serde::{Deserialize, Serialize};

/// A seat at the table, 0-based in turn order.
pub type Seat = u8;

/// A physical card: index into the card table (0..104 base deck, 104..108 EX cards).
/// Serialized as the 1-based id printed in `assets/data/cards.ron`, so saves and scenarios use the
/// same numbers as the data file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CardId(pub u8);

impl Serialize for CardId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_u32(self.data_id())
    }
}

impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let id = u32::deserialize(d)?;
        CardId::from_data_id(id).ok_or_else(|| {
            serde::de::Error::custom(format!("card id {id} does not exist (1-{})", super::data::FULL_DECK))
        })
    }
}

impl CardId {
    pub fn def(self) -> &'static CardDef {
        // CardIds are only made by the engine from the card table, so this never fails.
        card_def(self.0 as usize).unwrap_or(&super::data::CARD_TABLE[0])
    }
    pub fn kind(self) -> CardKind {
        self.def().kind
    }
    pub fn suit(self) -> Suit {
        self.def().suit
    }
    pub fn rank(self) -> u8 {
        self.def().rank
    }
    pub fn color(self) -> Color {
        self.suit().color()
    }
    /// The 1-based id printed in `assets/data/cards.ron`.
    pub fn data_id(self) -> u32 {
        self.0 as u32 + 1
    }
    pub fn from_data_id(id: u32) -> Option<CardId> {
        (1..=super::data::FULL_DECK as u32).contains(&id).then(|| CardId((id - 1) as u8))
    }
}

/// An index into the generals table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GeneralId(pub u8);

impl GeneralId {
    /// The general's skills as printed (lord skills included; they work only for the lord).
    pub fn skills(self) -> Vec<super::skills::SkillId> {
        self.def().skills.iter().filter_map(|s| super::skills::SkillId::from_id(s)).collect()
    }

    pub fn def(self) -> &'static super::data::GeneralDef {
        let g = super::data::generals();
        &g[(self.0 as usize).min(g.len() - 1)]
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Lord,
    Loyalist,
    Rebel,
    Renegade,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Phase {
    Prepare,
    Judge,
    Draw,
    Play,
    Discard,
    Finish,
}

impl Phase {
    pub const ALL: [Phase; 6] = [Phase::Prepare, Phase::Judge, Phase::Draw, Phase::Play, Phase::Discard, Phase::Finish];
    pub fn bit(self) -> u8 {
        1 << (self as u8)
    }
}

/// Where a card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Zone {
    Deck,
    Discard,
    /// 处理区: cards being used, judged or revealed.
    Processing,
    Hand(Seat),
    Equip(Seat),
    Judge(Seat),
}

impl Zone {
    /// Zones whose contents everybody sees.
    pub fn is_public(self) -> bool {
        matches!(self, Zone::Discard | Zone::Processing | Zone::Equip(_) | Zone::Judge(_))
    }
}

/// The physical cards behind a used card (one or two in the Standard edition; stored inline).
pub type CardList = smallvec::SmallVec<[CardId; 2]>;

/// A card as used or played: one physical card as itself, or cards used as another card
/// (将A当B使用, seed 002). Its suit and colour follow its subcards: one card keeps its suit;
/// several cards of one colour keep that colour but have no suit; mixed colours are colourless.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct VCard {
    pub kind: CardKind,
    pub cards: CardList,
    /// The skill or equipment that converted the cards, if any.
    pub via: Option<super::skills::SkillId>,
}

impl VCard {
    pub fn real(card: CardId) -> Self {
        VCard { kind: card.kind(), cards: smallvec::smallvec![card], via: None }
    }
    pub fn suit(&self) -> Option<Suit> {
        match self.cards.as_slice() {
            [one] => Some(one.suit()),
            _ => None,
        }
    }
    pub fn color(&self) -> Color {
        let mut it = self.cards.iter().map(|c| c.color());
        match it.next() {
            None => Color::Colorless,
            Some(first) => {
                if it.all(|c| c == first) {
                    first
                } else {
                    Color::Colorless
                }
            }
        }
    }
    pub fn rank(&self) -> Option<u8> {
        match self.cards.as_slice() {
            [one] => Some(one.rank()),
            _ => None,
        }
    }
}

/// Bit set of seats (up to 16).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SeatSet(pub u16);

impl SeatSet {
    pub fn one(s: Seat) -> Self {
        SeatSet(1 << s)
    }
    pub fn contains(self, s: Seat) -> bool {
        self.0 & (1 << s) != 0
    }
    pub fn insert(&mut self, s: Seat) {
        self.0 |= 1 << s;
    }
    pub fn all(n: u8) -> Self {
        SeatSet(((1u32 << n) - 1) as u16)
    }
}
