//! Turns and phases (seed 001 §ゲームの進行): 准备 → 判定 → 摸牌 → 出牌 → 弃牌 → 结束, skipping
//! phases, one 杀 per play phase (a modifier), the hand limit checked only in the discard phase.

use super::event::{Event, MoveReason};
use super::frames::*;
use super::game::Game;
use super::request::{Answer, Pick, Reason, ReasonBy, Request, RequestKind, Rule};
use super::triggers::{Ctx, DrawData, PhaseData, Timing, TimingData};
use super::types::{Phase, Seat, VCard, Zone};

impl Game {
    pub(crate) fn run_turn(&mut self, seat: Seat, step: TurnStep) {
        if step == TurnStep::Start {
            self.turn_count += 1;
            self.turn = super::game::TurnState { seat, ..Default::default() };
            let turn = self.turn_count;
            self.emit(Event::TurnStarted { seat, turn });
            self.stack.push(Frame::Turn { seat, step: step.next() });
            self.trigger(phase_ctx(Timing::TurnStart, seat, None));
            let _ = self.take_ret_if_immediate();
            return;
        }
        if step == TurnStep::Over || self.turn.ended || !self.is_alive(seat) {
            self.turn.phase = None;
            let next = self.next_alive(seat);
            self.stack.push(Frame::Turn { seat: next, step: TurnStep::Start });
            return;
        }
        self.stack.push(Frame::Turn { seat, step: step.next() });
        match step {
            TurnStep::Before(phase) => {
                // Before the phase: skills may skip it (克己).
                self.trigger(phase_ctx(Timing::PhaseBegin, seat, Some(phase)));
            }
            TurnStep::Begin(phase) => {
                if self.take_ctx().phase().is_some_and(|d| d.skip) {
                    self.turn.skip |= phase.bit();
                }
                if self.turn.skip & phase.bit() != 0 {
                    self.emit(Event::PhaseSkipped { seat, phase });
                    // Skip the body and the end of this phase too.
                    self.stack.pop();
                    self.stack.push(Frame::Turn { seat, step: TurnStep::after(phase) });
                    return;
                }
                self.turn.phase = Some(phase);
                self.emit(Event::PhaseStarted { seat, phase });
                self.trigger(phase_ctx(Timing::PhaseStart, seat, Some(phase)));
                let _ = self.take_ret_if_immediate();
            }
            TurnStep::Body(phase) => match phase {
                Phase::Judge => self.stack.push(Frame::JudgePhase { seat, done: Vec::new() }),
                Phase::Draw => self.stack.push(Frame::DrawPhase { seat, step: DrawStep::Count }),
                Phase::Play => {
                    self.turn.slashes = 0;
                    self.turn.used.clear();
                    self.turn.given = 0;
                    self.stack.push(Frame::PlayPhase { seat })
                }
                Phase::Discard => self.stack.push(Frame::DiscardPhase { seat, step: DiscardStep::Ask }),
                Phase::Prepare | Phase::Finish => {}
            },
            TurnStep::End(phase) => {
                self.trigger(phase_ctx(Timing::PhaseEnd, seat, Some(phase)));
                let _ = self.take_ret_if_immediate();
            }
            TurnStep::Start | TurnStep::Over => {}
        }
    }

    /// For triggers whose result nobody reads: drops an immediately returned context.
    fn take_ret_if_immediate(&mut self) -> Option<()> {
        if matches!(self.stack.last(), Some(Frame::Trigger(_))) {
            return None;
        }
        self.take_ret();
        Some(())
    }

    /// 判定阶段: delayed tricks are judged, the last placed first (seed 001).
    pub(crate) fn run_judge_phase(&mut self, seat: Seat, mut done: Vec<super::types::CardId>) {
        if !self.is_alive(seat) || self.turn.ended {
            return;
        }
        let next = self.players[seat as usize].judge.iter().rev().find(|(c, _)| !done.contains(c)).copied();
        if let Some((card, kind)) = next {
            done.push(card);
            self.stack.push(Frame::JudgePhase { seat, done });
            self.stack.push(Frame::Delayed(Box::new(DelayedFrame { seat, card, kind, step: DelayedStep::Reveal })));
        }
    }

    /// One delayed trick in the judge phase: 无懈可击 window, then its effect or its nullified outcome.
    pub(crate) fn run_delayed(&mut self, mut f: Box<DelayedFrame>) {
        match f.step {
            DelayedStep::Reveal => {
                // Being resolved: the card leaves the judge zone for the processing area.
                self.move_cards(Zone::Judge(f.seat), &[f.card], Zone::Processing, MoveReason::Judge);
                f.step = DelayedStep::Window;
                let (kind, seat) = (f.kind, f.seat);
                self.stack.push(Frame::Delayed(f));
                self.push_nullify(kind, Some(seat));
            }
            DelayedStep::Window => {
                let nullified = self.take_bool();
                if nullified {
                    self.emit(Event::Nullified { kind: f.kind, target: Some(f.seat) });
                    super::cards::delayed_nullified(self, &f);
                } else {
                    f.step = DelayedStep::Judge;
                    super::cards::delayed_effect(self, f);
                }
            }
            DelayedStep::Judge | DelayedStep::Resolve => super::cards::delayed_effect(self, f),
        }
    }

    /// 摸牌阶段: draw 2 (skills may change the count or replace the draw).
    pub(crate) fn run_draw_phase(&mut self, seat: Seat, step: DrawStep) {
        if step == DrawStep::Count {
            self.stack.push(Frame::DrawPhase { seat, step: DrawStep::Draw });
            self.trigger(Ctx::new(Timing::DrawCount, TimingData::Draw(DrawData { seat, amount: 2, replaced: false })));
        } else {
            let ctx = self.take_ctx();
            let draw = ctx.draw();
            debug_assert!(draw.is_some(), "the draw phase expects its draw count back");
            if let Some(d) = draw.filter(|d| !d.replaced)
                && self.is_alive(seat)
            {
                self.draw(seat, d.amount.max(0) as usize, MoveReason::Draw);
            }
        }
    }

    /// 出牌阶段: asks for a card or skill until the player ends the phase.
    pub(crate) fn run_play_phase(&mut self, seat: Seat) {
        if !self.is_alive(seat) || self.turn.ended {
            return;
        }
        match self.take_answer() {
            Some(Answer::EndPhase) => {}
            Some(Answer::Use { source, targets }) => {
                self.stack.push(Frame::PlayPhase { seat });
                self.play_use(seat, source, targets);
            }
            Some(Answer::Recast(card)) => {
                self.take_asked();
                self.stack.push(Frame::PlayPhase { seat });
                self.recast(seat, card);
            }
            _ => {
                let options = super::cards::play_options(self, seat);
                let recast =
                    self.players[seat as usize].hand.iter().copied().filter(|c| c.kind().rules().recastable).collect();
                let req = Request {
                    seat,
                    kind: RequestKind::Play { options, recast },
                    reason: Reason { by: ReasonBy::Rule(Rule::PlayPhase), about: None },
                };
                self.ask(Frame::PlayPhase { seat }, req);
            }
        }
    }

    /// Starts using a card chosen in the play phase (already validated).
    fn play_use(&mut self, seat: Seat, using: super::request::Using, targets: Vec<Seat>) {
        let options = match self.take_asked() {
            Some(Request { kind: RequestKind::Play { options, .. }, .. }) => options,
            _ => super::cards::play_options(self, seat),
        };
        let Some(opt) = options.iter().find(|o| o.source.matches(&using).is_ok() && o.targets.check(&targets).is_ok())
        else {
            return;
        };
        let Some(kind) = opt.kind else {
            // An active skill (制衡, 仁德 …): the skill runs with the chosen cards and targets.
            if let super::request::Using::Convert { skill, cards } = using {
                super::skills::activate(self, seat, skill, cards, targets);
            }
            return;
        };
        if let super::request::Using::Convert { skill, cards } = &using
            && cards.is_empty()
            && skill.provides_from_others()
        {
            // A card another player supplies (激将): the skill asks, then uses it.
            super::skills::activate_as(self, seat, *skill, targets);
            return;
        }
        let card = match using {
            super::request::Using::Card(c) => VCard { kind, cards: smallvec::smallvec![c], via: None },
            super::request::Using::Convert { skill, cards } => VCard { kind, cards: cards.into(), via: Some(skill) },
        };
        super::cards::on_play_use(self, seat, &card);
        let (targets, extra) = super::cards::final_targets(self, seat, kind, targets);
        self.push_use(seat, card, targets, extra);
    }

    /// 重铸 (seed 002): the card goes to the discard pile (it is not used), then its owner draws one.
    pub(crate) fn recast(&mut self, seat: Seat, card: super::types::CardId) {
        self.emit(Event::Recast { seat, card });
        self.move_cards(Zone::Hand(seat), &[card], Zone::Discard, MoveReason::Recast);
        self.draw(seat, 1, MoveReason::Draw);
    }

    pub(crate) fn push_use(&mut self, user: Seat, card: VCard, targets: Vec<Seat>, extra: Option<Seat>) {
        let data = UseData::of(card.kind);
        self.stack.push(Frame::Use(Box::new(UseFrame {
            user,
            card,
            targets,
            extra,
            step: UseStep::Start,
            idx: 0,
            cancelled: 0,
            undodgeable: 0,
            data,
        })));
    }

    /// 弃牌阶段: discard down to the hand limit.
    pub(crate) fn run_discard_phase(&mut self, seat: Seat, step: DiscardStep) {
        if !self.is_alive(seat) || self.turn.ended {
            return;
        }
        let over = self.players[seat as usize].hand.len().saturating_sub(self.hand_limit(seat));
        if step == DiscardStep::Ask {
            if over == 0 {
                return;
            }
            let from = self.players[seat as usize].hand.iter().map(|&c| Pick::Card(c)).collect();
            let req = Request {
                seat,
                kind: RequestKind::ChooseCards { from, min: over as u8, max: over as u8 },
                reason: Reason { by: ReasonBy::Rule(Rule::DiscardPhase), about: None },
            };
            self.ask(Frame::DiscardPhase { seat, step: DiscardStep::Discard }, req);
        } else if let Some(Answer::Cards(picks)) = self.take_answer() {
            let cards = self.picks_to_cards(&picks);
            self.move_cards(Zone::Hand(seat), &cards, Zone::Discard, MoveReason::Discard);
        }
    }

    /// Called after a death: if the current player died, the turn ends at once.
    pub(crate) fn end_turn_if_current_dead(&mut self) {
        let cur = self.turn.seat;
        if self.is_alive(cur) {
            return;
        }
        self.turn.ended = true;
        // Drop everything above the current turn's frame — except damage still passing along the chain
        // (连环): a death, the current player's too, does not stop it (as QSanguosha).
        let mut chain = Vec::new();
        while let Some(top) = self.stack.last() {
            if matches!(top, Frame::Turn { seat, .. } if *seat == cur) {
                break;
            }
            match self.stack.pop() {
                Some(Frame::Damage(d)) if d.chained && d.step == DamageStep::Caused => chain.push(Frame::Damage(d)),
                Some(Frame::Damage(d)) => chain.extend(d.passed_on()),
                _ => {}
            }
        }
        // `chain` is in the order it resolves; the stack runs last-pushed first.
        self.stack.extend(chain.into_iter().rev());
        self.pending = None;
        self.answer = None;
        self.ret = super::game::Ret::None;
        self.flush_processing();
    }

    /// Maps picks to cards. A blind pick (`Pick::Hidden`, a face-down card of another seat's hand) is a
    /// uniformly random card of that hand as it is now, drawn from the game's RNG, so replays stay
    /// deterministic while the index the picker gave carries no information (hands are kept in arrival
    /// order, so `hand[index]` would let a picker aim at a card they saw arrive). Several blind picks
    /// from one hand take distinct cards.
    pub(crate) fn picks_to_cards(&mut self, picks: &[Pick]) -> Vec<super::types::CardId> {
        use rand::RngExt;
        let mut taken: Vec<super::types::CardId> = Vec::with_capacity(picks.len());
        for p in picks {
            match *p {
                Pick::Card(c) => taken.push(c),
                Pick::Hidden { seat, .. } => {
                    let Some(pl) = self.players.get(seat as usize) else { continue };
                    let left: Vec<_> = pl.hand.iter().copied().filter(|c| !taken.contains(c)).collect();
                    if left.is_empty() {
                        continue;
                    }
                    let i = self.rng.random_range(0..left.len());
                    taken.push(left[i]);
                }
            }
        }
        taken
    }

    /// Every card of `seat`'s area (hand blind, equipment and judge zone face up) as picks.
    pub(crate) fn area_picks(&self, seat: Seat, hand: bool, equip: bool, judge: bool) -> Vec<Pick> {
        let p = &self.players[seat as usize];
        let mut v = Vec::new();
        if hand {
            v.extend((0..p.hand.len()).map(|i| Pick::Hidden { seat, index: i as u8 }));
        }
        if equip {
            v.extend(p.equip.iter().flatten().map(|&c| Pick::Card(c)));
        }
        if judge {
            v.extend(p.judge.iter().map(|&(c, _)| Pick::Card(c)));
        }
        v
    }
}

/// The context of a turn or phase timing.
fn phase_ctx(timing: Timing, seat: Seat, phase: Option<Phase>) -> Ctx {
    Ctx::new(timing, TimingData::Phase(PhaseData { seat, phase, skip: false }))
}
