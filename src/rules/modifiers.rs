//! Queried values: distance, attack range, 杀 limit, hand limit, extra targets, armour.
//! Seed 001 (距離, 攻撃範囲): ring distance over living seats, minimum 1, self 0; attack range 1 or the
//! weapon's. Horses, weapons and (later) skills change these values only through `SkillId` modifiers.

use super::data::CardKind;
use super::game::Game;
use super::types::{Seat, SeatSet, VCard};

impl Game {
    /// Seats between `from` and `to` the shorter way round, counting only living seats.
    pub fn ring_distance(&self, from: Seat, to: Seat) -> i32 {
        if from == to {
            return 0;
        }
        let (a, b) = (from as usize, to as usize);
        let (lo, hi) = (a.min(b), a.max(b));
        // Steps one way: the living seats strictly between, plus one; the ring counts the living
        // seats (and the two ends, even if one of them is dead). One pass over the seats.
        let (mut between, mut ring) = (1, 2);
        for (i, p) in self.players.iter().enumerate() {
            if p.alive && i != lo && i != hi {
                ring += 1;
                if i > lo && i < hi {
                    between += 1;
                }
            }
        }
        between.min(ring - between)
    }

    /// Distance from `from` to `to` (距离): ring distance plus modifiers, at least 1 (0 to oneself).
    pub fn distance(&self, from: Seat, to: Seat) -> i32 {
        if from == to {
            return 0;
        }
        let mut d = self.ring_distance(from, to);
        self.for_each_skill(from, |s| d += s.modifiers().distance_from);
        self.for_each_skill(to, |s| d += s.modifiers().distance_to);
        d.max(1)
    }

    /// Attack range (攻击范围): 1, or the equipped weapon's range.
    pub fn attack_range(&self, seat: Seat) -> i32 {
        match self.players[seat as usize].equip[0] {
            Some(w) => w.kind().info().range as i32,
            None => 1,
        }
    }

    pub fn in_attack_range(&self, from: Seat, to: Seat) -> bool {
        self.attack_reach(from, to).0
    }

    /// Whether `to` is in `from`'s attack range, with the distance and the range it was decided by
    /// (measured once, for a check that also explains itself).
    pub(crate) fn attack_reach(&self, from: Seat, to: Seat) -> (bool, i32, i32) {
        let (distance, range) = (self.distance(from, to), self.attack_range(from));
        (from != to && distance <= range, distance, range)
    }

    /// How many 杀 `seat` may use in one play phase (`u8::MAX` = no limit).
    pub fn slash_limit(&self, seat: Seat) -> u8 {
        let mut unlimited = false;
        self.for_each_skill(seat, |s| unlimited |= s.modifiers().unlimited_slash);
        if unlimited { u8::MAX } else { 1 }
    }

    /// Hand limit checked in the discard phase: current HP, at least 0.
    pub fn hand_limit(&self, seat: Seat) -> usize {
        let delta = if seat == self.turn.seat { self.turn.hand_limit_delta as i32 } else { 0 };
        (self.players[seat as usize].hp as i32 + delta).max(0) as usize
    }

    /// Whether `user`'s tricks ignore distance (奇才).
    pub(crate) fn tricks_ignore_distance(&self, user: Seat) -> bool {
        let mut yes = false;
        self.for_each_skill(user, |s| yes |= s.modifiers().tricks_ignore_distance);
        yes
    }

    /// How many answers each response to `source`'s 杀 or 决斗 needs (无双: 2).
    pub(crate) fn responses_needed(&self, source: Seat) -> u8 {
        let mut n = 1;
        if self.is_alive(source) {
            self.for_each_skill(source, |s| n = n.max(s.modifiers().responses_needed));
        }
        n
    }

    /// Targets beyond the first that `card` used by `seat` may take.
    pub(crate) fn extra_targets(&self, seat: Seat, card: &VCard) -> u8 {
        let mut n = 0;
        self.for_each_skill(seat, |s| n += s.extra_targets(self, seat, card));
        n
    }

    /// Whether `target`'s armour works against `card` used by `source`.
    pub(crate) fn armor_active(&self, target: Seat, source: Option<Seat>, card: Option<&VCard>) -> bool {
        if self.players[target as usize].equip[1].is_none() {
            return false;
        }
        match (source, card) {
            (Some(src), Some(card)) if self.is_alive(src) || src != target => {
                let mut ignored = false;
                self.for_each_skill(src, |s| ignored |= s.ignores_armor(card));
                !ignored
            }
            _ => true,
        }
    }

    /// Whether a skill of `seat` draws every 杀 of those who have it in range (同疾).
    pub(crate) fn draws_slashes(&self, seat: Seat) -> bool {
        if self.players[seat as usize].skills.is_empty() {
            return false;
        }
        let mut d = false;
        self.for_each_skill(seat, |s| d |= s.draws_slashes(self, seat));
        d
    }

    /// Whether `user` may choose `target` for a card of `kind` (a hook for "cannot be targeted" skills).
    pub(crate) fn can_target(&self, _user: Seat, target: Seat, kind: CardKind) -> bool {
        if !self.is_alive(target) {
            return false;
        }
        let mut blocked = false;
        self.for_each_skill(target, |s| blocked |= s.blocks_target(self, target, kind));
        !blocked
    }
}

/// Why a seat cannot be chosen as a target (for the UI's hover text and the tutorial).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum TargetProblem {
    Dead,
    Yourself,
    /// Farther than the attack range.
    OutOfRange {
        distance: i32,
        range: i32,
    },
    /// Farther than 1 (顺手牵羊).
    TooFar {
        distance: i32,
    },
    NoCards,
    /// A skill keeps it from being targeted (空城, 谦逊 …).
    Immune,
    /// Its judge zone already holds a card of that name.
    AlreadyHas,
    NoWeapon,
    /// A seat with 同疾 is in the user's attack range: a 杀 may target only such a seat.
    DrawnTo {
        seat: Seat,
    },
}

/// How far a use reaches.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Reach {
    /// The card's own distance rules apply (attack range for 杀, distance 1 for 顺手牵羊).
    Normal,
    /// No distance limit (青龙偃月刀's follow-up 杀, 流离's redirection, 离间's 决斗).
    AnyDistance,
}

impl Game {
    /// The one target-legality check: may `user` choose `target` for `card` now, and if not, why.
    /// Every route by which a card gets a target asks it — the play phase, a card used on someone's
    /// behalf (借刀杀人), a follow-up (青龙偃月刀), a card a skill makes one player use on another
    /// (离间), a redirection (流离), a conversion — and so do the UI's reasons and the AI. Cards paid
    /// for the use lend nothing: a weapon or horse among `card`'s own cards is left out of the range and
    /// distance it is checked with.
    pub fn may_target(&self, user: Seat, card: &VCard, target: Seat, reach: Reach) -> Result<(), TargetProblem> {
        self.check_target(user, card, target, reach, self.slash_drawers(user, card))
    }

    /// Seats with 同疾 that `user` has in attack range and could choose for `card` as a 杀 (none for
    /// other cards): when there are any, a 杀 may target only them.
    fn slash_drawers(&self, user: Seat, card: &VCard) -> SeatSet {
        let mut set = SeatSet::default();
        if !card.kind.is(CardKind::Slash) || self.players.iter().all(|p| p.skills.is_empty()) {
            return set;
        }
        for s in self.alive_iter(user) {
            if s != user
                && self.draws_slashes(s)
                && self.in_attack_range(user, s)
                && self.can_target(user, s, card.kind)
            {
                set.insert(s);
            }
        }
        set
    }

    /// `may_target` with the 同疾 seats already known.
    fn check_target(
        &self,
        user: Seat,
        card: &VCard,
        target: Seat,
        reach: Reach,
        drawers: SeatSet,
    ) -> Result<(), TargetProblem> {
        if !self.is_alive(target) {
            return Err(TargetProblem::Dead);
        }
        let rules = card.kind.rules();
        if target == user && !rules.self_target {
            return Err(TargetProblem::Yourself);
        }
        if !self.can_target(user, target, card.kind) {
            return Err(TargetProblem::Immune);
        }
        // 同疾: whoever has such a seat in attack range may choose only such seats for a 杀.
        if drawers != SeatSet::default()
            && !drawers.contains(target)
            && !self.draws_slashes(target)
            && let Some(seat) = (0..self.players.len() as Seat).find(|&s| drawers.contains(s))
        {
            return Err(TargetProblem::DrawnTo { seat });
        }
        if reach == Reach::Normal
            && let Some(check) = rules.range_check
        {
            let paid = self.paid_equipment(user, card);
            let problem = if paid.is_empty() {
                check(self, user, target)
            } else {
                // The equipment paid for this card is gone by the time it is used.
                check(&self.without_equipment(user, &paid), user, target)
            };
            if let Some(p) = problem {
                return Err(p);
            }
        }
        match rules.target_check.and_then(|check| check(self, user, target)) {
            Some(p) => Err(p),
            None => Ok(()),
        }
    }

    /// `check_target` as a yes or no for a living `target`, cheapest checks first (no reason is wanted);
    /// `card` pays for itself with no equipment. Same answer as `check_target(..).is_ok()`.
    fn legal(&self, user: Seat, card: &VCard, target: Seat, reach: Reach, drawers: SeatSet) -> bool {
        let rules = card.kind.rules();
        if target == user && !rules.self_target {
            return false;
        }
        if reach == Reach::Normal
            && let Some(check) = rules.range_check
            && check(self, user, target).is_some()
        {
            return false;
        }
        if rules.target_check.is_some_and(|check| check(self, user, target).is_some()) {
            return false;
        }
        if !self.can_target(user, target, card.kind) {
            return false;
        }
        drawers == SeatSet::default() || drawers.contains(target) || self.draws_slashes(target)
    }

    /// The pieces of `user`'s equipment that are among `card`'s own cards (paid for it).
    pub(crate) fn paid_equipment(&self, user: Seat, card: &VCard) -> Vec<super::types::CardId> {
        if card.cards.is_empty() {
            return Vec::new();
        }
        self.players[user as usize].equip.iter().flatten().copied().filter(|c| card.cards.contains(c)).collect()
    }

    /// A copy of the game in which `seat` no longer wears `cards` (equipment paid as a cost), to ask what
    /// range, distance and limits would be without them. The copy keeps no event log.
    pub(crate) fn without_equipment(&self, seat: Seat, cards: &[super::types::CardId]) -> Game {
        let mut g = self.clone_without_log();
        for slot in g.players[seat as usize].equip.iter_mut() {
            if slot.is_some_and(|c| cards.contains(&c)) {
                *slot = None;
            }
        }
        g
    }

    /// A copy of the game without its recorded events (for questions about hypothetical states).
    fn clone_without_log(&self) -> Game {
        // Every field by name, so a new field cannot be forgotten here.
        let Game {
            setup,
            rng,
            players,
            deck,
            discard,
            processing,
            shown,
            turn,
            turn_count,
            stack,
            ret,
            answer,
            asked,
            pending,
            outcome,
            decisions,
            after_moves,
            always_ask,
            events: _,
            record: _,
        } = self;
        Game {
            setup: setup.clone(),
            rng: rng.clone(),
            players: players.clone(),
            deck: deck.clone(),
            discard: discard.clone(),
            processing: processing.clone(),
            shown: shown.clone(),
            turn: turn.clone(),
            turn_count: *turn_count,
            stack: stack.clone(),
            ret: ret.clone(),
            answer: answer.clone(),
            asked: asked.clone(),
            pending: pending.clone(),
            outcome: outcome.clone(),
            decisions: *decisions,
            after_moves: after_moves.clone(),
            always_ask: *always_ask,
            events: Vec::new(),
            record: false,
        }
    }

    /// Every seat `user` may choose for `card` (in seat order from the user).
    pub fn legal_targets(&self, user: Seat, card: &VCard, reach: Reach) -> Vec<Seat> {
        let paid = self.paid_equipment(user, card);
        if reach == Reach::Normal && !paid.is_empty() {
            // Ask once in the game without the paid equipment, rather than once per seat.
            let h = self.without_equipment(user, &paid);
            let probe = VCard { kind: card.kind, cards: Default::default(), via: card.via };
            return h.legal_targets(user, &probe, reach);
        }
        let drawers = self.slash_drawers(user, card);
        self.alive_iter(user).filter(|&t| self.legal(user, card, t, reach, drawers)).collect()
    }

    /// Why `user` cannot choose `target` for a card of `kind` in its play phase; `None` if it can.
    pub fn target_problem(&self, user: Seat, kind: CardKind, target: Seat) -> Option<TargetProblem> {
        let probe = VCard { kind, cards: Default::default(), via: None };
        self.may_target(user, &probe, target, Reach::Normal).err()
    }
}
