//! The tier-1 heuristic bot: scores each legal answer by card value, the role belief and simple
//! threat estimates, and takes the best. Difficulty adds noise (easy) or caution (hard), never sight.
//! Cheap enough to serve as a rollout policy for a later search.

use super::sides::Sides;
use super::{Bot, Difficulty};
use crate::rules::data::{CardKind, Subtype};
use crate::rules::request::{Answer, CardSource, Choice, Pick, PlayOption, ReasonBy, Request, RequestKind, Using};
use crate::rules::skills::AiConfirm;
use crate::rules::{CardId, Event, Pattern, PendingView, Seat, SeatView, SkillId, View};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// How much a hidden seat's chance of being a loyalist lowers the lord side's will to hurt it: on priors alone
/// (one loyalist among six hidden seats at 8 players) a loyalist then waits for evidence instead of hitting a
/// teammate one time in six.
const LOYAL_DOUBT: f64 = 2.0;

pub struct Heuristic {
    seat: Seat,
    difficulty: Difficulty,
    rng: ChaCha8Rng,
    /// Who it believes stands with whom (the mode's model).
    sides: Sides,
    /// The trick being resolved: (user, kind, target) and how many 无懈可击 answered it since.
    trick: Option<(Seat, CardKind, Option<Seat>)>,
    nullifications: u32,
}

/// What a card is worth keeping, roughly in 杀 units.
fn value(c: CardId, me: &SeatView) -> f64 {
    use CardKind::*;
    let hurt = me.hp < me.max_hp;
    match c.kind() {
        Peach => 9.0,
        Jink => 6.0 + if me.hp <= 2 { 2.0 } else { 0.0 },
        Nullification => 6.0,
        ExNihilo => 7.0,
        Slash => 5.0,
        Duel | Snatch | Indulgence => 5.0,
        Dismantlement | SavageAssault | ArcheryAttack => 4.0,
        Collateral | GodSalvation => {
            if hurt {
                4.0
            } else {
                2.5
            }
        }
        AmazingGrace => 2.5,
        Lightning => 1.0,
        k => {
            let slot = k.equip_slot().unwrap_or(0);
            if me.equip[slot].is_none() { 4.5 } else { 1.5 }
        }
    }
}

impl Heuristic {
    pub fn new(seat: Seat, difficulty: Difficulty, seed: u64) -> Heuristic {
        Heuristic {
            seat,
            difficulty,
            rng: ChaCha8Rng::seed_from_u64(seed ^ 0x5eed_0000 ^ seat as u64),
            sides: Sides::new(seat),
            trick: None,
            nullifications: 0,
        }
    }

    fn noise(&mut self) -> f64 {
        match self.difficulty {
            Difficulty::Easy => self.rng.random_range(-2.5..2.5),
            Difficulty::Normal => self.rng.random_range(-0.3..0.3),
            Difficulty::Hard => 0.0,
        }
    }

    /// −1 enemy … +1 friend.
    fn friend(&self, view: &View, s: Seat) -> f64 {
        self.sides.friend(view, s)
    }

    fn hostility(&self, view: &View, s: Seat) -> f64 {
        let p = &view.players[s as usize];
        // A long game with nobody to blame: grow bolder, so no table stalls — against likely enemies from
        // round 15, and from round 40 against anyone not clearly a friend (a lord left with a loyalist and the
        // renegade it cannot tell apart must gamble some time).
        let rounds = view.turn as f64 / view.players.iter().filter(|p| p.alive).count().max(1) as f64;
        let boldness = ((rounds - 15.0) * 0.04).clamp(0.0, 0.6);
        let desperation = ((rounds - 40.0) * 0.04).clamp(0.0, 1.0);
        let f = self.friend(view, s);
        let push = if f < 0.0 {
            boldness
        } else if f < 0.5 {
            desperation
        } else {
            0.0
        };
        let mut h = -f + push;
        let risk = self.sides.teammate_risk(view, s);
        if let Some(r) = risk
            && p.identity.is_none()
        {
            // Hurting a hidden teammate is the lord side's costliest mistake.
            h -= LOYAL_DOUBT * (1.0 - desperation) * r.chance;
        }
        if h > 0.0 && p.hp <= 1 {
            // A lethal hit on someone who might be a loyal teammate is the worst mistake a lord
            // can make: only finish those it is fairly sure of.
            if risk.is_some_and(|r| r.chance > r.lethal_limit) {
                return h - 1.0;
            }
            h += 0.3;
        }
        h
    }

    /// Value of an effect that hits every other player (南蛮入侵, 万箭齐发): enemies count for,
    /// friends count against, twice as much.
    fn area_value(&self, view: &View) -> f64 {
        view.players
            .iter()
            .filter(|p| p.alive && p.seat != self.seat)
            .map(|p| {
                let f = self.friend(view, p.seat);
                let fragile = if p.hp <= 1 { 1.5 } else { 1.0 };
                if f > 0.0 { -2.0 * f * fragile } else { -f }
            })
            .sum()
    }

    fn most_hostile(&self, view: &View, seats: &[Seat], min: f64) -> Option<Seat> {
        seats
            .iter()
            .copied()
            .filter(|&s| s != self.seat)
            .map(|s| (s, self.hostility(view, s)))
            .filter(|&(_, h)| h > min)
            .max_by(|a, b| a.1.total_cmp(&b.1))
            .map(|(s, _)| s)
    }

    // ------------------------------------------------------------------ play phase

    fn score_play(&mut self, view: &View, o: &PlayOption) -> Option<(f64, Answer)> {
        let me = &view.players[self.seat as usize];
        let using = self.pick_using(view, &o.source);
        let t = &o.targets;
        let Some(kind) = o.kind else { return self.score_skill(view, o) };
        use CardKind::*;
        let (score, targets) = match kind {
            Peach => {
                // The hard bot keeps a 桃 for emergencies unless it is badly hurt or would discard it.
                let hand = me.hand_count as i32;
                let keep =
                    self.difficulty == Difficulty::Hard && me.hp >= 2 && me.max_hp - me.hp < 2 && hand <= me.hp as i32;
                ((me.hp < me.max_hp && !keep).then_some(8.0 + (me.max_hp - me.hp) as f64)?, vec![])
            }
            ExNihilo => (9.0, vec![]),
            Lightning => return None,
            Slash => {
                let mut cands: Vec<(Seat, f64)> =
                    t.seats.iter().map(|&s| (s, self.hostility(view, s))).filter(|&(_, h)| h > 0.6).collect();
                cands.sort_by(|a, b| b.1.total_cmp(&a.1));
                cands.truncate(t.max as usize);
                let best = cands.first()?.1;
                (5.0 + 3.0 * best, cands.iter().map(|c| c.0).collect())
            }
            Duel => {
                let s = self.most_hostile(view, &t.seats, 0.3)?;
                let slashes = me.hand.as_ref().map_or(0, |h| h.iter().filter(|c| c.kind() == Slash).count());
                if self.difficulty == Difficulty::Hard && slashes == 0 && view.players[s as usize].hand_count > 1 {
                    // The careful bot does not start a duel it is likely to lose.
                    return None;
                }
                (3.5 + self.hostility(view, s) * 2.0 + slashes as f64 * 0.8, vec![s])
            }
            Dismantlement | Snatch => {
                // A friend's delayed trick is worth removing; otherwise hit the most hostile seat.
                let friend_judged = t
                    .seats
                    .iter()
                    .copied()
                    .find(|&s| self.friend(view, s) > 0.3 && !view.players[s as usize].judge.is_empty());
                let s = friend_judged.or_else(|| self.most_hostile(view, &t.seats, 0.2))?;
                (if kind == Snatch { 6.5 } else { 5.5 }, vec![s])
            }
            Indulgence => {
                let s = self.most_hostile(view, &t.seats, 0.3)?;
                (6.0 + self.hostility(view, s) * 2.0, vec![s])
            }
            Collateral => {
                let (a, bs) = t
                    .pairs
                    .iter()
                    .filter(|(a, _)| self.hostility(view, *a) > 0.2)
                    .max_by(|x, y| self.hostility(view, x.0).total_cmp(&self.hostility(view, y.0)))?;
                let b = bs
                    .iter()
                    .copied()
                    .filter(|&b| b != self.seat)
                    .max_by(|x, y| self.hostility(view, *x).total_cmp(&self.hostility(view, *y)))
                    .or(bs.first().copied())?;
                (3.0 + self.hostility(view, *a), vec![*a, b])
            }
            SavageAssault | ArcheryAttack => {
                // Never risk finishing a possible teammate.
                let risky = view
                    .players
                    .iter()
                    .filter(|p| p.alive && p.seat != self.seat && p.hp <= 1)
                    .any(|p| self.sides.fragile_teammate(view, p));
                if risky {
                    return None;
                }
                let total = self.area_value(view);
                ((total > 1.0).then_some(3.0 + total)?, vec![])
            }
            GodSalvation => {
                let total: f64 =
                    view.players.iter().filter(|p| p.alive && p.hp < p.max_hp).map(|p| self.friend(view, p.seat)).sum();
                ((total > 0.5).then_some(2.0 + total)?, vec![])
            }
            AmazingGrace => {
                let total: f64 = view
                    .players
                    .iter()
                    .filter(|p| p.alive && p.seat != self.seat)
                    .map(|p| self.friend(view, p.seat))
                    .sum();
                ((total >= -0.5).then_some(2.0)?, vec![])
            }
            k if k.is_equipment() => {
                let slot = k.equip_slot().unwrap_or(0);
                match me.equip[slot] {
                    None => (6.0, vec![]),
                    Some(old) if k.subtype() == Subtype::Weapon && k.info().range > old.kind().info().range => {
                        (3.0, vec![])
                    }
                    _ => return None,
                }
            }
            _ => return None,
        };
        if t.check(&targets).is_err() {
            return None;
        }
        // Converting cards costs them: prefer real cards.
        let cost = match &using {
            Using::Convert { cards, .. } => 0.5 * cards.len() as f64,
            Using::Card(_) => 0.0,
        };
        Some((score - cost, Answer::Use { source: using, targets }))
    }

    /// Active skills (制衡, 仁德 …).
    fn score_skill(&mut self, view: &View, o: &PlayOption) -> Option<(f64, Answer)> {
        let CardSource::Convert { skill, from, min, max } = &o.source else { return None };
        let me = &view.players[self.seat as usize];
        let cheap: Vec<CardId> = self.sorted_by_value(view, from);
        let t = &o.targets;
        let take = |n: usize| cheap.iter().take(n).copied().collect::<Vec<_>>();
        let (score, cards, targets) = match skill {
            SkillId::Zhiheng => {
                let junk: Vec<CardId> = cheap.iter().copied().filter(|&c| value(c, me) < 3.0).collect();
                if junk.is_empty() {
                    return None;
                }
                (3.0, junk, vec![])
            }
            SkillId::Rende => {
                let f = t
                    .seats
                    .iter()
                    .copied()
                    .filter(|&s| self.friend(view, s) > 0.5)
                    .max_by(|a, b| self.friend(view, *a).total_cmp(&self.friend(view, *b)))?;
                let n = (*max as usize).min(2).max(*min as usize);
                (4.0, take(n), vec![f])
            }
            SkillId::Kurou => ((me.hp >= 3).then_some(4.0)?, vec![], vec![]),
            SkillId::Qingnang => {
                let s = t
                    .seats
                    .iter()
                    .copied()
                    .filter(|&s| self.friend(view, s) > 0.4)
                    .max_by_key(|&s| view.players[s as usize].max_hp - view.players[s as usize].hp)?;
                (6.0, take(1), vec![s])
            }
            SkillId::Jieyin => {
                let s = t.seats.iter().copied().find(|&s| self.friend(view, s) > 0.2).or(if me.hp < me.max_hp {
                    t.seats.first().copied()
                } else {
                    None
                })?;
                (5.0, take(2), vec![s])
            }
            SkillId::Fanjian => (3.0, vec![], vec![self.most_hostile(view, &t.seats, 0.3)?]),
            SkillId::Lijian => {
                // Two hostile men; when the engine offers (target, duellist) pairs (someone may not be
                // a 决斗's target), only pairs it lists.
                let men: Vec<Seat> = if t.pairs.is_empty() {
                    t.seats.clone()
                } else {
                    let mut v: Vec<Seat> =
                        t.pairs.iter().flat_map(|(a, bs)| std::iter::once(*a).chain(bs.iter().copied())).collect();
                    v.sort_unstable();
                    v.dedup();
                    v
                };
                let mut cands: Vec<Seat> = men.into_iter().filter(|&s| self.hostility(view, s) > 0.2).collect();
                cands.sort_by(|a, b| self.hostility(view, *b).total_cmp(&self.hostility(view, *a)));
                let pair = cands.iter().enumerate().find_map(|(i, &a)| {
                    cands[i + 1..].iter().find_map(|&b| [[a, b], [b, a]].into_iter().find(|p| t.check(p).is_ok()))
                })?;
                (4.0, take(1), pair.to_vec())
            }
            _ => return None,
        };
        let n = cards.len() as u8;
        if n < *min || n > *max || t.check(&targets).is_err() {
            return None;
        }
        Some((score, Answer::Use { source: Using::Convert { skill: *skill, cards }, targets }))
    }

    fn sorted_by_value(&self, view: &View, cards: &[CardId]) -> Vec<CardId> {
        let me = &view.players[self.seat as usize];
        let mut v = cards.to_vec();
        v.sort_by(|a, b| value(*a, me).total_cmp(&value(*b, me)));
        v
    }

    /// The cheapest concrete cards for a source.
    fn pick_using(&self, view: &View, s: &CardSource) -> Using {
        match s {
            CardSource::Card(c) => Using::Card(*c),
            CardSource::Convert { skill, from, min, .. } => Using::Convert {
                skill: *skill,
                cards: self.sorted_by_value(view, from).into_iter().take(*min as usize).collect(),
            },
        }
    }

    fn play(&mut self, view: &View, options: &[PlayOption]) -> Answer {
        // The easy bot blunders now and then: any legal move.
        if self.difficulty == Difficulty::Easy && self.rng.random_bool(0.25) {
            let req = Request {
                seat: self.seat,
                kind: RequestKind::Play { options: options.to_vec(), recast: Vec::new() },
                reason: crate::rules::Reason { by: ReasonBy::Rule(crate::rules::Rule::PlayPhase), about: None },
            };
            return crate::rules::agent::random_answer(&req, &mut self.rng);
        }
        let mut best: Option<(f64, Answer)> = None;
        for o in options {
            if let Some((s, a)) = self.score_play(view, o) {
                let s = s + self.noise();
                if best.as_ref().is_none_or(|(b, _)| s > *b) {
                    best = Some((s, a));
                }
            }
        }
        match best {
            Some((s, a)) if s > 1.0 => a,
            _ => Answer::EndPhase,
        }
    }

    // ------------------------------------------------------------------ responses

    fn respond(&mut self, view: &View, req: &Request, pattern: Pattern, options: &[CardSource]) -> Answer {
        // What the bot answers with depends on the card asked for (any card of a wider pattern: yes).
        let pattern = pattern.name();
        let about = req.reason.about;
        let yes = match (pattern, req.reason.by) {
            (Some(CardKind::Peach), _) => {
                let dying = about.unwrap_or(self.seat);
                dying == self.seat || self.friend(view, dying) > 0.3
            }
            (Some(CardKind::Nullification), by) => self.want_nullify(view, by, about),
            (Some(CardKind::Slash), ReasonBy::Card(CardKind::Collateral)) => {
                about.is_some_and(|b| self.hostility(view, b) > 0.0)
            }
            (Some(CardKind::Slash), ReasonBy::Skill(SkillId::Blade)) => {
                about.is_some_and(|b| self.hostility(view, b) > 0.2)
            }
            (_, ReasonBy::Skill(SkillId::Hujia | SkillId::Jijiang)) => {
                about.is_some_and(|l| self.friend(view, l) > 0.3)
            }
            _ => true,
        };
        // The easy bot sometimes forgets to answer (never when its own life is at stake).
        let my_life = pattern == Some(CardKind::Peach) && about == Some(self.seat);
        if !yes || (self.difficulty == Difficulty::Easy && !my_life && self.rng.random_bool(0.3)) {
            return Answer::Pass;
        }
        // The cheapest way to answer.
        let mut best: Option<(f64, Using)> = None;
        let me = &view.players[self.seat as usize];
        for o in options {
            let u = self.pick_using(view, o);
            let cost: f64 = match &u {
                Using::Card(c) => value(*c, me),
                Using::Convert { cards, .. } => cards.iter().map(|&c| value(c, me)).sum::<f64>() + 0.5,
            };
            if best.as_ref().is_none_or(|(b, _)| cost < *b) {
                best = Some((cost, u));
            }
        }
        best.map_or(Answer::Pass, |(_, u)| Answer::Respond(u))
    }

    fn want_nullify(&self, view: &View, by: ReasonBy, about: Option<Seat>) -> bool {
        // The request names the trick (or, when countering, the tracked one) and its target.
        let (user, kind, target) = match (by, self.trick) {
            (ReasonBy::Card(k), t) if k != CardKind::Nullification => (t.map_or(self.seat, |x| x.0), k, about),
            (_, Some(t)) => t,
            _ => return false,
        };
        let target = about.or(target);
        let good_for_target = matches!(kind, CardKind::ExNihilo | CardKind::GodSalvation | CardKind::AmazingGrace);
        // Do I want the trick to take effect on its target?
        let want = match target {
            Some(t) => {
                let f = self.friend(view, t);
                if good_for_target { f > 0.2 } else { f < -0.2 }
            }
            None => self.friend(view, user) > 0.0,
        };
        let cancelled_now = self.nullifications % 2 == 1;
        match by {
            ReasonBy::Card(CardKind::Nullification) => cancelled_now == want,
            _ => !want && (target.is_some_and(|t| self.friend(view, t).abs() > 0.3) || good_for_target),
        }
    }

    // ------------------------------------------------------------------ choices

    fn choose_cards(&mut self, view: &View, req: &Request, from: &[Pick], min: u8, max: u8) -> Answer {
        let me = &view.players[self.seat as usize];
        let about = req.reason.about;
        let n = min as usize;
        let picks: Vec<Pick> = match req.reason.by {
            ReasonBy::Card(CardKind::AmazingGrace) => {
                let mut v = from.to_vec();
                v.sort_by(|a, b| pick_value(*b, me).total_cmp(&pick_value(*a, me)));
                v.into_iter().take(n.max(1)).collect()
            }
            ReasonBy::Skill(SkillId::Guicai) => Vec::new(),
            _ if about.is_some_and(|t| t != self.seat) && from.iter().all(|p| !own(*p, me)) => {
                // Taking or discarding another seat's cards.
                let t = about.unwrap_or(self.seat);
                let friendly = self.friend(view, t) > 0.3;
                let target = &view.players[t as usize];
                let mut v = from.to_vec();
                let rank = |p: &Pick| -> i32 {
                    match p {
                        Pick::Card(c) if target.judge.iter().any(|(j, _)| j == c) => {
                            if friendly {
                                10
                            } else {
                                -5
                            }
                        }
                        Pick::Card(c) if c.kind().subtype() == Subtype::Armor => {
                            if friendly {
                                -3
                            } else {
                                8
                            }
                        }
                        Pick::Card(c) if c.kind().subtype() == Subtype::Weapon => {
                            if friendly {
                                -3
                            } else {
                                6
                            }
                        }
                        Pick::Card(_) => {
                            if friendly {
                                -2
                            } else {
                                4
                            }
                        }
                        Pick::Hidden { .. } => {
                            if friendly {
                                -4
                            } else {
                                5
                            }
                        }
                    }
                };
                v.sort_by_key(|p| -rank(p));
                v.into_iter().take(n.max(1)).collect()
            }
            _ => {
                // Giving up my own cards: the least valuable first.
                let mut v = from.to_vec();
                v.sort_by(|a, b| pick_value(*a, me).total_cmp(&pick_value(*b, me)));
                v.into_iter().take(n).collect()
            }
        };
        let picks: Vec<Pick> = picks.into_iter().take(max as usize).collect();
        if picks.len() < min as usize {
            return Answer::Cards(from.iter().copied().take(min as usize).collect());
        }
        Answer::Cards(picks)
    }

    fn choose_option(&mut self, view: &View, req: &Request, options: &[Choice]) -> Answer {
        let me = &view.players[self.seat as usize];
        let hand = me.hand.clone().unwrap_or_default();
        let leads = self.sides.leads(view);
        let score = |c: &Choice| -> f64 {
            match c {
                Choice::General(g) => general_strength(g.def().id, leads),
                Choice::DiscardCard => {
                    if hand.iter().any(|&x| value(x, me) < 3.5) {
                        1.0
                    } else {
                        -1.0
                    }
                }
                Choice::LetDraw => 0.0,
                Choice::DiscardTwo => {
                    if hand.len() >= 4 || me.hp <= 1 {
                        1.0
                    } else {
                        -1.0
                    }
                }
                Choice::TakeDamage => {
                    if me.hp >= 3 {
                        0.5
                    } else {
                        -2.0
                    }
                }
                Choice::Recover => {
                    if me.hp < me.max_hp {
                        2.0
                    } else {
                        -1.0
                    }
                }
                Choice::Draw => 1.0,
                _ => 0.0,
            }
        };
        let _ = req;
        let mut best = 0;
        let mut best_s = f64::MIN;
        for (i, c) in options.iter().enumerate() {
            let s = score(c) + if matches!(c, Choice::General(_)) { self.noise() * 0.3 } else { 0.0 };
            if s > best_s {
                best_s = s;
                best = i;
            }
        }
        Answer::Choice(best as u8)
    }

    fn confirm(&self, view: &View, req: &Request, skill: SkillId) -> bool {
        let about = req.reason.about;
        let hostile = |s: Option<Seat>| s.is_some_and(|s| self.hostility(view, s) > 0.0);
        match skill.ai_confirm() {
            AiConfirm::Yes => true,
            AiConfirm::No => false,
            AiConfirm::AgainstFoe => hostile(about) || about.is_none(),
            AiConfirm::Weigh => self.weigh_confirm(view, skill, about),
        }
    }

    /// Skills whose definition says the AI weighs them with a rule of its own.
    fn weigh_confirm(&self, view: &View, skill: SkillId, about: Option<Seat>) -> bool {
        match skill {
            SkillId::Wangzun => about.is_none_or(|l| self.friend(view, l) < 0.3) && !self.sides.serves(view),
            SkillId::Luoyi => {
                let me = &view.players[self.seat as usize];
                me.hand.as_ref().is_some_and(|h| {
                    h.iter().filter(|c| matches!(c.kind(), CardKind::Slash | CardKind::Duel)).count() >= 2
                })
            }
            _ => true,
        }
    }

    fn choose_seats(&self, view: &View, from: &[Seat], min: u8, max: u8) -> Answer {
        let mut v = from.to_vec();
        v.sort_by(|a, b| self.hostility(view, *b).total_cmp(&self.hostility(view, *a)));
        let hostile = v.iter().filter(|&&s| self.hostility(view, s) > 0.0).count();
        let n = hostile.clamp(min as usize, max as usize);
        Answer::Seats(v.into_iter().take(n).collect())
    }
}

fn own(p: Pick, me: &SeatView) -> bool {
    match p {
        Pick::Card(c) => me.hand.as_ref().is_some_and(|h| h.contains(&c)) || me.equip.contains(&Some(c)),
        Pick::Hidden { seat, .. } => seat == me.seat,
    }
}

fn pick_value(p: Pick, me: &SeatView) -> f64 {
    match p {
        Pick::Card(c) => value(c, me),
        Pick::Hidden { .. } => 4.0,
    }
}

/// A rough strength order for picking generals (lords favour the three with lord skills).
fn general_strength(id: &str, lord: bool) -> f64 {
    match id {
        "liubei" | "sunquan" | "caocao" if lord => 9.0,
        "zhugeliang" | "guojia" | "simayi" | "sunshangxiang" | "huatuo" | "zhouyu" | "luxun" => 7.0,
        "zhangfei" | "zhaoyun" | "guanyu" | "machao" | "lvbu" | "diaochan" | "zhenji" | "huangyueying" | "daqiao" => {
            6.5
        }
        "huaxiong" | "yuanshu" => 4.5,
        _ => 5.5,
    }
}

impl Bot for Heuristic {
    fn observe(&mut self, event: &Event) {
        match event {
            Event::CardUsed { user, kind, targets, .. }
                if (kind.is_trick() || kind.is_delayed()) && *kind != CardKind::Nullification =>
            {
                // Only a single-target trick says whom a later 无懈 is about (area tricks resolve target by
                // target, and the chain does not name which one).
                let about = if targets.len() == 1 { targets.first().copied() } else { None };
                self.trick = Some((*user, *kind, about));
                self.nullifications = 0;
            }
            Event::CardUsed { user, kind: CardKind::Nullification, .. } => {
                // 无懈 chains tell who protects whom: an even count means this one cancels the trick.
                if let Some((_, kind, Some(t))) = self.trick {
                    let good = matches!(kind, CardKind::ExNihilo | CardKind::GodSalvation | CardKind::AmazingGrace);
                    let cancels = self.nullifications.is_multiple_of(2);
                    let act = if cancels != good { super::belief::Act::Friendly } else { super::belief::Act::Hostile };
                    self.sides.observe(*user, t, act, 0.6);
                }
                self.nullifications += 1;
            }
            // A new 无懈 window follows some effect or a new judgement.
            Event::Damage { .. }
            | Event::Recovered { .. }
            | Event::CardPlayed { .. }
            | Event::Nullified { .. }
            | Event::Judgement { .. }
            | Event::PhaseStarted { .. } => self.nullifications = 0,
            _ => {}
        }
        self.sides.update(event);
    }

    fn decide(&mut self, view: &View) -> Answer {
        let Some(PendingView::Mine(req)) = &view.pending else { return Answer::Pass };
        self.sides.ensure(view);
        let req = req.clone();
        match &req.kind {
            RequestKind::Play { options, .. } => self.play(view, options),
            RequestKind::Respond { pattern, options, .. } => self.respond(view, &req, *pattern, options),
            RequestKind::ChooseCards { from, min, max } => self.choose_cards(view, &req, from, *min, *max),
            RequestKind::ChooseSeats { from, min, max } => self.choose_seats(view, from, *min, *max),
            RequestKind::ChooseOption { options } => self.choose_option(view, &req, options),
            RequestKind::Confirm { skill } => Answer::Confirm(self.confirm(view, &req, *skill)),
            RequestKind::Arrange { cards, .. } => {
                let me = &view.players[self.seat as usize];
                let mut top = cards.clone();
                // Best cards on top: they come to whoever draws next, usually this seat.
                top.sort_by(|a, b| value(*b, me).total_cmp(&value(*a, me)));
                Answer::Arrange { top, bottom: Vec::new() }
            }
            RequestKind::Distribute { cards, seats, .. } => {
                let friend = seats
                    .iter()
                    .copied()
                    .filter(|&s| s != self.seat && self.friend(view, s) > 0.6)
                    .min_by_key(|&s| view.players[s as usize].hand_count);
                let mut parts = vec![(self.seat, cards.clone())];
                if let (Some(f), true) = (friend, cards.len() >= 2) {
                    parts = vec![(self.seat, vec![cards[0]]), (f, cards[1..].to_vec())];
                }
                Answer::Distribute(parts)
            }
        }
    }
}
