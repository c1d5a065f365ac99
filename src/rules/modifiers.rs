//! Queried values: distance, attack range, 杀 limit, hand limit, extra targets, armour.
//! Seed 001 (距離, 攻撃範囲): ring distance over living seats, minimum 1, self 0; attack range 1 or the
//! weapon's. Horses, weapons and (later) skills change these values only through `SkillId` modifiers.

use super::data::CardKind;
use super::game::Game;
use super::types::{Seat, VCard};

impl Game {
    /// Seats between `from` and `to` the shorter way round, counting only living seats.
    pub fn ring_distance(&self, from: Seat, to: Seat) -> i32 {
        if from == to {
            return 0;
        }
        let (a, b) = (from as usize, to as usize);
        let (lo, hi) = (a.min(b), a.max(b));
        // Steps one way: the living seats strictly between, plus one; the ring counts the living
        // seats (and the two ends, even if one of them is dead).
        let between = self.players[lo + 1..hi].iter().filter(|p| p.alive).count() as i32 + 1;
        let ring = self.players.iter().enumerate().filter(|(i, p)| p.alive || *i == a || *i == b).count() as i32;
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
        from != to && self.distance(from, to) <= self.attack_range(from)
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
}

impl Game {
    /// Why `user` cannot choose `target` for a card of `kind` in its play phase; `None` if it can
    /// (as far as the target itself goes).
    pub fn target_problem(&self, user: Seat, kind: CardKind, target: Seat) -> Option<TargetProblem> {
        if !self.is_alive(target) {
            return Some(TargetProblem::Dead);
        }
        let rules = kind.rules();
        if target == user && !rules.self_target {
            return Some(TargetProblem::Yourself);
        }
        if !self.can_target(user, target, kind) {
            return Some(TargetProblem::Immune);
        }
        rules.target_check.and_then(|check| check(self, user, target))
    }
}
