//! Typed events with visibility. Everything observable is an event (ARCHITECTURE §1.3).

use super::data::CardKind;
use super::skills::SkillId;
use super::types::{CardId, GeneralId, Identity, Phase, Seat, SeatSet, Zone};
use serde::{Deserialize, Serialize};

/// Damage nature. Standard has normal damage and 闪电's thunder damage.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Nature {
    Normal,
    Thunder,
    /// Fire damage (军争's 火杀, 火攻 …).
    Fire,
}

/// Why cards moved (for the log and for skills that care, e.g. "discarded" vs "used").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MoveReason {
    Deal,
    Draw,
    Use,
    Play,
    Discard,
    Equip,
    Replace,
    Judge,
    Obtain,
    Give,
    Reveal,
    Transfer,
    Death,
    Reshuffle,
    Cleanup,
    /// 重铸: put into the discard pile to draw a card.
    Recast,
}

/// A mark or state on a player (seed 002): 连环状态 (横置), 酒's state, 翻面, and a skill's own marks and
/// counters. Marks are public; `view` shows them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Mark {
    /// 横置: chained (连环状态).
    Chained,
    /// Under 酒's effect.
    Drunk,
    /// 翻面: the general card is turned over.
    TurnedOver,
    /// A skill's own mark or counter (a 限定技 spent, a 觉醒技 woken, tokens …).
    Skill(SkillId),
}

/// Who won a 身份局 (seed 001 §3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum IdentityWin {
    LordAndLoyalists,
    Rebels,
    Renegade(Seat),
}

/// How a game ended: a mode's own result, or one of the endings every mode shares.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(from = "WinnerFile")]
pub enum Winner {
    /// 身份局's result.
    Identity(IdentityWin),
    /// Deck and discard pile could not supply a draw.
    Draw,
    /// The engine ran out of work before the game was decided: a bug, never a rules outcome (the fuzz
    /// fails on it).
    Aborted,
}

/// `Winner` as files may write it: scenario files written before results were per mode name 身份局's
/// results bare (`Rebels`), and still read the same.
#[derive(Deserialize)]
enum WinnerFile {
    Identity(IdentityWin),
    Draw,
    Aborted,
    LordAndLoyalists,
    Rebels,
    Renegade(Seat),
}

impl From<WinnerFile> for Winner {
    fn from(w: WinnerFile) -> Winner {
        match w {
            WinnerFile::Identity(w) => Winner::Identity(w),
            WinnerFile::Draw => Winner::Draw,
            WinnerFile::Aborted => Winner::Aborted,
            WinnerFile::LordAndLoyalists => Winner::Identity(IdentityWin::LordAndLoyalists),
            WinnerFile::Rebels => Winner::Identity(IdentityWin::Rebels),
            WinnerFile::Renegade(s) => Winner::Identity(IdentityWin::Renegade(s)),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Outcome {
    pub winner: Winner,
    /// Every seat that wins (dead teammates included).
    pub winners: Vec<Seat>,
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    GameStarted {
        players: u8,
    },
    /// `seat`'s identity (its role card in 身份局), shown to whom may know it.
    IdentityShown {
        seat: Seat,
        identity: Identity,
    },
    GeneralsOffered {
        seat: Seat,
        generals: Vec<GeneralId>,
    },
    GeneralChosen {
        seat: Seat,
        general: GeneralId,
    },
    /// A seat chose a general that stays hidden until everybody has chosen.
    GeneralPicked {
        seat: Seat,
    },
    HpSet {
        seat: Seat,
        hp: i8,
        max_hp: i8,
    },
    TurnStarted {
        seat: Seat,
        turn: u32,
    },
    PhaseStarted {
        seat: Seat,
        phase: Phase,
    },
    PhaseSkipped {
        seat: Seat,
        phase: Phase,
    },
    /// Cards moved between zones. `cards` is empty in the public copy of a hidden move; `count` is always set.
    CardsMoved {
        cards: Vec<CardId>,
        count: u8,
        from: Zone,
        to: Zone,
        reason: MoveReason,
    },
    DeckReshuffled {
        count: u8,
    },
    /// A card was used (使用) by `user` on `targets`. `cards` are the physical cards (empty when a skill made it from nothing).
    CardUsed {
        user: Seat,
        kind: CardKind,
        cards: Vec<CardId>,
        targets: Vec<Seat>,
        via: Option<SkillId>,
    },
    /// A card was played (打出), e.g. a 杀 in a 决斗 or a 闪 against 万箭齐发.
    CardPlayed {
        seat: Seat,
        kind: CardKind,
        cards: Vec<CardId>,
        via: Option<SkillId>,
    },
    /// A trick's effect on `target` was cancelled by 无懈可击.
    Nullified {
        kind: CardKind,
        target: Option<Seat>,
    },
    /// A card had no effect on a target (e.g. 仁王盾 against a black 杀).
    NoEffect {
        kind: CardKind,
        target: Seat,
        by: Option<SkillId>,
    },
    SlashDodged {
        source: Seat,
        target: Seat,
    },
    /// A target of `card` was replaced by `to` (e.g. 流离).
    TargetChanged {
        card: CardKind,
        to: Seat,
    },
    /// `seat` did not save the dying seat (announced for every living seat that does not, whatever it holds).
    Declined {
        seat: Seat,
        dying: Seat,
    },
    /// `seat` chose `choice` when `by` asked (反间's suit, 刚烈's cost, an order of triggers …); not sent
    /// for a general picked at the start, which stays hidden until everybody has chosen.
    OptionChosen {
        seat: Seat,
        choice: super::request::Choice,
        by: super::request::ReasonBy,
    },
    /// `seat` shows `cards` to everybody.
    CardShown {
        seat: Seat,
        cards: Vec<CardId>,
    },
    Damage {
        source: Option<Seat>,
        target: Seat,
        amount: i32,
        nature: Nature,
        hp: i8,
    },
    DamagePrevented {
        source: Option<Seat>,
        target: Seat,
        by: Option<SkillId>,
    },
    HpLost {
        seat: Seat,
        amount: i32,
        hp: i8,
    },
    Recovered {
        seat: Seat,
        amount: i32,
        hp: i8,
    },
    Judgement {
        seat: Seat,
        card: CardId,
        reason: super::request::ReasonBy,
    },
    /// The final judge card (after any retrial) and what it does: `effect` is true when the judging card
    /// or skill takes effect — a delayed trick (乐不思蜀, 闪电) on a card bad for the judged seat, any other
    /// judgement (八卦阵, 刚烈, 洛神, 铁骑 …) on a card good for it.
    JudgementResult {
        seat: Seat,
        card: CardId,
        reason: super::request::ReasonBy,
        effect: bool,
    },
    SkillInvoked {
        seat: Seat,
        skill: SkillId,
        targets: Vec<Seat>,
    },
    Dying {
        seat: Seat,
    },
    Saved {
        seat: Seat,
    },
    /// `seat` died; its identity is shown to all.
    Died {
        seat: Seat,
        #[serde(alias = "role")]
        identity: Identity,
        killer: Option<Seat>,
    },
    Reward {
        seat: Seat,
        cards: u8,
    },
    Penalty {
        seat: Seat,
    },
    /// A mark on `seat` now has `value` (0: gone).
    MarkChanged {
        seat: Seat,
        mark: Mark,
        value: i16,
    },
    /// `seat` recast (重铸) `card`: it went to the discard pile and the seat drew one.
    Recast {
        seat: Seat,
        card: CardId,
    },
    GameOver {
        outcome: Outcome,
    },
}

/// Who may see an event.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Visibility {
    Public,
    Seats(SeatSet),
}

impl Visibility {
    pub fn visible_to(self, seat: Seat) -> bool {
        match self {
            Visibility::Public => true,
            Visibility::Seats(s) => s.contains(seat),
        }
    }
}

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Logged {
    pub vis: Visibility,
    pub event: Event,
}

/// The names of every event kind (`Event`'s variants, e.g. "Damage"), read from the serde derive so
/// the list can never fall behind the enum. Scenario files name event kinds in `Count`.
pub fn event_kinds() -> &'static [&'static str] {
    variants_of::<Event>()
}

/// The variant names serde knows for an enum `T` (empty for anything else).
pub(crate) fn variants_of<T: serde::de::DeserializeOwned>() -> &'static [&'static str] {
    use serde::de::{Deserializer, Visitor};

    /// A deserializer that only records the variant list serde hands to `deserialize_enum`.
    struct Probe<'a>(&'a mut &'static [&'static str]);

    #[derive(Debug)]
    struct Stop;
    impl std::fmt::Display for Stop {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str("probe")
        }
    }
    impl std::error::Error for Stop {}
    impl serde::de::Error for Stop {
        fn custom<M: std::fmt::Display>(_: M) -> Self {
            Stop
        }
    }

    impl<'de> Deserializer<'de> for Probe<'_> {
        type Error = Stop;
        fn deserialize_any<V: Visitor<'de>>(self, _: V) -> Result<V::Value, Stop> {
            Err(Stop)
        }
        fn deserialize_enum<V: Visitor<'de>>(
            self,
            _name: &'static str,
            variants: &'static [&'static str],
            _: V,
        ) -> Result<V::Value, Stop> {
            *self.0 = variants;
            Err(Stop)
        }
        serde::forward_to_deserialize_any! {
            bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes byte_buf option unit
            unit_struct newtype_struct seq tuple tuple_struct map struct identifier ignored_any
        }
    }

    let mut found: &'static [&'static str] = &[];
    let _ = T::deserialize(Probe(&mut found));
    found
}

#[cfg(test)]
mod kind_tests {
    #[test]
    fn event_kinds_come_from_the_enum() {
        let k = super::event_kinds();
        assert!(k.contains(&"Damage") && k.contains(&"GameOver") && k.contains(&"CardsMoved"));
        assert!(!k.contains(&"Dammage"));
        assert_eq!(k.len(), k.iter().collect::<std::collections::BTreeSet<_>>().len());
    }
}
