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

/// A card is read either as its 1-based data id (`14`) or readably as name, suit and rank
/// (`"slash ♠7"`, `"slash spade 7"`, `"peach ♥Q"`); where the deck holds several copies of one name,
/// suit and rank, `#2` picks the second (`"slash ♠8#2"`). It is always written as the id.
impl<'de> Deserialize<'de> for CardId {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        struct V;
        impl serde::de::Visitor<'_> for V {
            type Value = CardId;
            fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
                write!(f, "a card id (1-{}) or a card as \"name suit rank\", e.g. \"slash ♠7\"", super::data::FULL_DECK)
            }
            fn visit_u64<E: serde::de::Error>(self, id: u64) -> Result<CardId, E> {
                u32::try_from(id)
                    .ok()
                    .and_then(CardId::from_data_id)
                    .ok_or_else(|| E::custom(format!("card id {id} does not exist (1-{})", super::data::FULL_DECK)))
            }
            fn visit_i64<E: serde::de::Error>(self, id: i64) -> Result<CardId, E> {
                self.visit_u64(u64::try_from(id).unwrap_or(u64::MAX))
            }
            fn visit_u128<E: serde::de::Error>(self, id: u128) -> Result<CardId, E> {
                self.visit_u64(u64::try_from(id).unwrap_or(u64::MAX))
            }
            fn visit_i128<E: serde::de::Error>(self, id: i128) -> Result<CardId, E> {
                self.visit_u64(u64::try_from(id).unwrap_or(u64::MAX))
            }
            fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<CardId, E> {
                CardId::parse(text).map_err(E::custom)
            }
        }
        d.deserialize_any(V)
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

    /// Every physical card of the full table, in id order.
    pub fn all() -> impl Iterator<Item = CardId> {
        (0..super::data::FULL_DECK as u8).map(CardId)
    }

    /// The card as people write it: `slash ♠7` (with `#2` … for a later copy of the same face).
    pub fn readable(self) -> String {
        let copy = CardId::all().filter(|c| c.0 < self.0 && c.same_face(self)).count();
        let rank = match self.rank() {
            1 => "A".to_string(),
            11 => "J".to_string(),
            12 => "Q".to_string(),
            13 => "K".to_string(),
            r => r.to_string(),
        };
        let suit = match self.suit() {
            Suit::Spade => '♠',
            Suit::Heart => '♥',
            Suit::Club => '♣',
            Suit::Diamond => '♦',
        };
        let more = if copy > 0 { format!("#{}", copy + 1) } else { String::new() };
        format!("{} {suit}{rank}{more}", self.kind().id())
    }

    fn same_face(self, other: CardId) -> bool {
        self.kind() == other.kind() && self.suit() == other.suit() && self.rank() == other.rank()
    }

    /// Reads a card written as name, suit and rank: `slash ♠7`, `slash spade 7`, `peach ♥Q`,
    /// `slash ♠8#2` (the second copy of that face).
    pub fn parse(text: &str) -> Result<CardId, String> {
        let bad = |why: &str| format!("card `{text}`: {why} (write it like \"slash ♠7\" or \"slash spade 7\")");
        let t = text.trim();
        let (name, rest) = t.split_once(char::is_whitespace).ok_or_else(|| bad("no suit and rank"))?;
        let kind =
            CardKind::all().find(|k| k.id() == name).ok_or_else(|| bad(&format!("no card is named `{name}`")))?;
        let rest = rest.trim();
        let (suit, rest) = [
            ("♠", Suit::Spade),
            ("♥", Suit::Heart),
            ("♣", Suit::Club),
            ("♦", Suit::Diamond),
            ("spade", Suit::Spade),
            ("heart", Suit::Heart),
            ("club", Suit::Club),
            ("diamond", Suit::Diamond),
        ]
        .iter()
        .find_map(|(w, s)| rest.strip_prefix(w).map(|r| (*s, r.trim_start_matches('s').trim())))
        .ok_or_else(|| bad("no suit (♠ ♥ ♣ ♦ or spade, heart, club, diamond)"))?;
        let (rank, copy) = match rest.split_once('#') {
            Some((r, c)) => (r.trim(), c.trim().parse::<usize>().map_err(|_| bad("the copy after # is not a number"))?),
            None => (rest, 1),
        };
        let rank: u8 = match rank {
            "A" | "a" => 1,
            "J" | "j" => 11,
            "Q" | "q" => 12,
            "K" | "k" => 13,
            r => r.parse().map_err(|_| bad("no rank (A, 2-10, J, Q, K)"))?,
        };
        let copies: Vec<CardId> =
            CardId::all().filter(|c| c.kind() == kind && c.suit() == suit && c.rank() == rank).collect();
        match copies.get(copy.wrapping_sub(1)) {
            Some(&c) => Ok(c),
            None if copies.is_empty() => Err(bad("the deck has no such card")),
            None => Err(bad(&format!("the deck has {} copies of it", copies.len()))),
        }
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

/// 身份局's role cards (seed 001).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    Lord,
    Loyalist,
    Rebel,
    Renegade,
}

/// Who a seat is, as its mode defines it: what decides its side and whom it wins with. 身份局 deals
/// role cards; 国战 will add the kingdoms and the careerist (野心家) here.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(from = "IdentityFile")]
pub enum Identity {
    /// 身份局: a role card.
    Role(Role),
}

/// `Identity` as files may write it: a bare role (`rebel`), as scenario files did before identities
/// were per mode, still reads as that role.
#[derive(Deserialize)]
enum IdentityFile {
    Role(Role),
    #[serde(rename = "lord")]
    Lord,
    #[serde(rename = "loyalist")]
    Loyalist,
    #[serde(rename = "rebel")]
    Rebel,
    #[serde(rename = "renegade")]
    Renegade,
}

impl From<IdentityFile> for Identity {
    fn from(i: IdentityFile) -> Identity {
        Identity::Role(match i {
            IdentityFile::Role(r) => r,
            IdentityFile::Lord => Role::Lord,
            IdentityFile::Loyalist => Role::Loyalist,
            IdentityFile::Rebel => Role::Rebel,
            IdentityFile::Renegade => Role::Renegade,
        })
    }
}

impl Identity {
    /// The role card, in the modes that deal them.
    pub fn role(self) -> Option<Role> {
        match self {
            Identity::Role(r) => Some(r),
        }
    }
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

#[cfg(test)]
mod tests {
    use super::CardId;

    #[test]
    fn every_card_reads_back_from_its_readable_name() {
        for c in CardId::all() {
            assert_eq!(CardId::parse(&c.readable()), Ok(c), "{}", c.readable());
        }
        assert_eq!(CardId::parse("slash spade 7"), Ok(CardId(13)));
        assert_eq!(CardId::parse("slash ♠8#2"), Ok(CardId(15)));
        assert!(CardId::parse("slash ♠8#3").is_err());
        assert!(CardId::parse("slash ♥1").is_err());
        assert!(CardId::parse("slsh ♠7").is_err());
    }

    #[test]
    fn a_card_is_read_as_an_id_or_by_name_and_always_written_as_the_id() {
        let v: Vec<CardId> = ron::from_str(r#"[14, "slash ♠7", "jink diamond 2"]"#).expect("readable cards");
        assert_eq!(v[0], v[1]);
        assert_eq!(v[2].kind(), super::CardKind::Jink);
        assert_eq!(ron::to_string(&v[1]).expect("serializes"), "14");
        assert!(ron::from_str::<CardId>("0").is_err());
        assert!(ron::from_str::<CardId>("109").is_err());
    }
}
