//! The skill registry: every skill and equipment effect is found here by id.
//!
//! A skill listens for trigger timings (`listens`, `can_trigger`, `run`), modifies queried values
//! (distance, attack range, 杀 limit, extra targets, armour, who may be targeted), converts cards
//! (`conversion`: 将A当B使用) or is activated in the play phase (`play_option`). The core flow only asks
//! these questions; it never names a skill. Equipment effects live beside their cards in
//! `rules::cards`; each general skill has its own module here, with its source in the doc comment.

use super::cards;
use super::data::{CardKind, Color, Subtype, Suit};
use super::event::Event;
use super::frames::{Frame, SkillFrame};
use super::game::{Game, Ret};
use super::request::{Answer, CardSource, PlayOption, Reason, ReasonBy, Request, RequestKind};
use super::triggers::{Ctx, Timing};
use super::types::{CardId, Role, Seat, VCard};
use serde::{Deserialize, Serialize};

mod biyue;
mod fanjian;
mod fankui;
mod ganglie;
mod guanxing;
mod guicai;
mod guose;
mod hujia;
mod jianxiong;
mod jieyin;
mod jijiang;
mod jijiu;
mod jiuyuan;
mod jizhi;
mod keji;
mod kongcheng;
mod kurou;
mod lianying;
mod lijian;
mod liuli;
mod longdan;
mod luoshen;
mod luoyi;
mod mashu;
mod paoxiao;
mod qianxun;
mod qicai;
mod qingguo;
mod qingnang;
mod qixi;
mod rende;
mod tiandu;
mod tieji;
mod tongji;
mod tuxi;
mod wangzun;
mod wusheng;
mod wushuang;
mod xiaoji;
mod yaowu;
mod yiji;
mod yingzi;
mod zhiheng;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum SkillId {
    // Equipment effects.
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
    /// −1 horse (进攻马).
    OffensiveHorse,
    /// +1 horse (防御马).
    DefensiveHorse,
    // General skills (reference/standard-generals.md §2).
    Jianxiong,
    Hujia,
    Fankui,
    Guicai,
    Ganglie,
    Tuxi,
    Luoyi,
    Tiandu,
    Yiji,
    Qingguo,
    Luoshen,
    Rende,
    Jijiang,
    Wusheng,
    Paoxiao,
    Guanxing,
    Kongcheng,
    Longdan,
    Mashu,
    Tieji,
    Jizhi,
    Qicai,
    Zhiheng,
    Jiuyuan,
    Qixi,
    Keji,
    Kurou,
    Yingzi,
    Fanjian,
    Guose,
    Liuli,
    Qianxun,
    Lianying,
    Jieyin,
    Xiaoji,
    Jijiu,
    Qingnang,
    Wushuang,
    Lijian,
    Biyue,
    Yaowu,
    Wangzun,
    Tongji,
}

/// Whether any equipment effect listens for `t` (lets the trigger scan skip seats quickly).
pub(crate) fn equipment_listens(t: Timing) -> bool {
    matches!(
        t,
        Timing::TargetConfirmed
            | Timing::DamageCaused
            | Timing::SlashDodged
            | Timing::NeedResponse
            | Timing::SlashEffect
    )
}

/// The effect an equipment card gives its wearer.
pub fn equip_skill(kind: CardKind) -> Option<SkillId> {
    Some(match kind {
        CardKind::Crossbow => SkillId::Crossbow,
        CardKind::DoubleSword => SkillId::DoubleSword,
        CardKind::QinggangSword => SkillId::QinggangSword,
        CardKind::IceSword => SkillId::IceSword,
        CardKind::Blade => SkillId::Blade,
        CardKind::Spear => SkillId::Spear,
        CardKind::Axe => SkillId::Axe,
        CardKind::Halberd => SkillId::Halberd,
        CardKind::KylinBow => SkillId::KylinBow,
        CardKind::EightDiagram => SkillId::EightDiagram,
        CardKind::RenwangShield => SkillId::RenwangShield,
        k => match k.subtype() {
            Subtype::OffensiveHorse => SkillId::OffensiveHorse,
            Subtype::DefensiveHorse => SkillId::DefensiveHorse,
            _ => return None,
        },
    })
}

/// Cards of `owner`'s hand (and equipment, with `equip`) matching `f`.
fn own_cards(g: &Game, owner: Seat, equip: bool, f: impl Fn(CardId) -> bool) -> Vec<CardId> {
    let p = &g.players[owner as usize];
    let mut v: Vec<CardId> = p.hand.iter().copied().filter(|&c| f(c)).collect();
    if equip {
        v.extend(p.equip.iter().flatten().copied().filter(|&c| f(c)));
    }
    v
}

/// A one-card conversion from `from` (none if `from` is empty).
fn one_of(skill: SkillId, from: Vec<CardId>) -> Option<CardSource> {
    (!from.is_empty()).then_some(CardSource::Convert { skill, from, min: 1, max: 1 })
}

impl SkillId {
    /// Every general skill, in data order.
    pub const GENERAL: [SkillId; 43] = [
        SkillId::Jianxiong,
        SkillId::Hujia,
        SkillId::Fankui,
        SkillId::Guicai,
        SkillId::Ganglie,
        SkillId::Tuxi,
        SkillId::Luoyi,
        SkillId::Tiandu,
        SkillId::Yiji,
        SkillId::Qingguo,
        SkillId::Luoshen,
        SkillId::Rende,
        SkillId::Jijiang,
        SkillId::Wusheng,
        SkillId::Paoxiao,
        SkillId::Guanxing,
        SkillId::Kongcheng,
        SkillId::Longdan,
        SkillId::Mashu,
        SkillId::Tieji,
        SkillId::Jizhi,
        SkillId::Qicai,
        SkillId::Zhiheng,
        SkillId::Jiuyuan,
        SkillId::Qixi,
        SkillId::Keji,
        SkillId::Kurou,
        SkillId::Yingzi,
        SkillId::Fanjian,
        SkillId::Guose,
        SkillId::Liuli,
        SkillId::Qianxun,
        SkillId::Lianying,
        SkillId::Jieyin,
        SkillId::Xiaoji,
        SkillId::Jijiu,
        SkillId::Qingnang,
        SkillId::Wushuang,
        SkillId::Lijian,
        SkillId::Biyue,
        SkillId::Yaowu,
        SkillId::Wangzun,
        SkillId::Tongji,
    ];

    /// Stable id for data files and locale keys (`skill-<id>`).
    pub fn id(self) -> String {
        ron::to_string(&self).unwrap_or_default()
    }

    /// The general skill with data id `id` (e.g. "jianxiong").
    pub fn from_id(id: &str) -> Option<SkillId> {
        SkillId::GENERAL.into_iter().find(|s| s.id() == id)
    }

    /// 主公技: works only while its owner is the lord.
    pub fn is_lord(self) -> bool {
        matches!(self, SkillId::Hujia | SkillId::Jijiang | SkillId::Jiuyuan)
    }

    /// 锁定技 and always-on effects: apply without asking.
    pub fn compulsory(self) -> bool {
        matches!(
            self,
            SkillId::RenwangShield
                | SkillId::Crossbow
                | SkillId::QinggangSword
                | SkillId::OffensiveHorse
                | SkillId::DefensiveHorse
                | SkillId::Paoxiao
                | SkillId::Kongcheng
                | SkillId::Mashu
                | SkillId::Qicai
                | SkillId::Jiuyuan
                | SkillId::Qianxun
                | SkillId::Wushuang
                | SkillId::Yaowu
                | SkillId::Tongji
        )
    }

    /// Effects of an armour are switched off by armour-ignoring effects (青釭剑).
    pub fn is_armor(self) -> bool {
        matches!(self, SkillId::EightDiagram | SkillId::RenwangShield)
    }

    pub fn listens(self, t: Timing) -> bool {
        use SkillId::*;
        match self {
            DoubleSword | Tieji => t == Timing::TargetConfirmed,
            IceSword | KylinBow => t == Timing::DamageCaused,
            Blade | Axe => t == Timing::SlashDodged,
            EightDiagram | Hujia | Jijiang => t == Timing::NeedResponse,
            RenwangShield => t == Timing::SlashEffect,
            Jianxiong | Fankui | Ganglie | Yiji => t == Timing::Damaged,
            Guicai => t == Timing::JudgeRetrial,
            Tiandu => t == Timing::JudgeDone,
            Tuxi | Yingzi => t == Timing::DrawCount,
            Luoyi => t == Timing::DrawCount || t == Timing::DamageCaused,
            Luoshen | Guanxing | Biyue | Wangzun => t == Timing::PhaseStart,
            Jizhi => t == Timing::CardUsed,
            Keji => t == Timing::PhaseBegin,
            Liuli => t == Timing::BecomeTarget,
            Lianying => t == Timing::LostLastHandCard,
            Xiaoji => t == Timing::LostEquip,
            Yaowu => t == Timing::DamageInflicted,
            _ => false,
        }
    }

    pub(crate) fn can_trigger(self, g: &Game, owner: Seat, ctx: &Ctx) -> bool {
        use SkillId::*;
        match self {
            DoubleSword => cards::double_sword::can_trigger(g, owner, ctx),
            IceSword => cards::ice_sword::can_trigger(g, owner, ctx),
            KylinBow => cards::kylin_bow::can_trigger(g, owner, ctx),
            Blade => cards::blade::can_trigger(g, owner, ctx),
            Axe => cards::axe::can_trigger(g, owner, ctx),
            EightDiagram => cards::eight_diagram::can_trigger(g, owner, ctx),
            RenwangShield => cards::renwang_shield::can_trigger(g, owner, ctx),
            Jianxiong => jianxiong::can_trigger(g, owner, ctx),
            Hujia => hujia::can_trigger(g, owner, ctx),
            Jijiang => jijiang::can_trigger(g, owner, ctx),
            Fankui => fankui::can_trigger(g, owner, ctx),
            Guicai => guicai::can_trigger(g, owner, ctx),
            Ganglie => ganglie::can_trigger(g, owner, ctx),
            Tuxi => tuxi::can_trigger(g, owner, ctx),
            Luoyi => luoyi::can_trigger(g, owner, ctx),
            Tiandu => tiandu::can_trigger(g, owner, ctx),
            Yiji => ctx.target == Some(owner),
            Luoshen | Guanxing => ctx.source == Some(owner) && ctx.phase == Some(super::types::Phase::Prepare),
            Biyue => ctx.source == Some(owner) && ctx.phase == Some(super::types::Phase::Finish),
            Wangzun => wangzun::can_trigger(g, owner, ctx),
            Tieji => ctx.source == Some(owner) && ctx.card.as_ref().is_some_and(|c| c.kind == CardKind::Slash),
            Jizhi => jizhi::can_trigger(g, owner, ctx),
            Keji => keji::can_trigger(g, owner, ctx),
            Yingzi => ctx.source == Some(owner) && !ctx.cancelled,
            Liuli => liuli::can_trigger(g, owner, ctx),
            Lianying | Xiaoji => ctx.target == Some(owner),
            Yaowu => yaowu::can_trigger(g, owner, ctx),
            _ => false,
        }
    }

    /// Runs the skill's effect (after the owner confirmed, for optional skills).
    /// The skill must end by calling [`done`].
    fn run(self, g: &mut Game, f: Box<SkillFrame>) {
        use SkillId::*;
        match self {
            DoubleSword => cards::double_sword::run(g, f),
            IceSword => cards::ice_sword::run(g, f),
            KylinBow => cards::kylin_bow::run(g, f),
            Blade => cards::blade::run(g, f),
            Axe => cards::axe::run(g, f),
            EightDiagram => cards::eight_diagram::run(g, f),
            RenwangShield => cards::renwang_shield::run(g, f),
            Jianxiong => jianxiong::run(g, f),
            Hujia => hujia::run(g, f),
            Jijiang => jijiang::run(g, f),
            Fankui => fankui::run(g, f),
            Guicai => guicai::run(g, f),
            Ganglie => ganglie::run(g, f),
            Tuxi => tuxi::run(g, f),
            Luoyi => luoyi::run(g, f),
            Tiandu => tiandu::run(g, f),
            Yiji => yiji::run(g, f),
            Luoshen => luoshen::run(g, f),
            Rende => rende::run(g, f),
            Guanxing => guanxing::run(g, f),
            Tieji => tieji::run(g, f),
            Jizhi => draw_then_done(g, f, 1),
            Biyue => biyue::run(g, f),
            Zhiheng => zhiheng::run(g, f),
            Keji => keji::run(g, f),
            Kurou => kurou::run(g, f),
            Yingzi => yingzi::run(g, f),
            Fanjian => fanjian::run(g, f),
            Liuli => liuli::run(g, f),
            Lianying => lianying::run(g, f),
            Xiaoji => xiaoji::run(g, f),
            Jieyin => jieyin::run(g, f),
            Qingnang => qingnang::run(g, f),
            Lijian => lijian::run(g, f),
            Yaowu => yaowu::run(g, f),
            Wangzun => wangzun::run(g, f),
            _ => done(g, f),
        }
    }

    /// Whether the owner is asked "invoke?" before the effect. Compulsory skills never ask; some
    /// optional ones ask through their own request instead (青龙偃月刀's response, 鬼才's card choice,
    /// 裸衣's damage bonus once chosen).
    fn asks_first(self, ctx: &Ctx) -> bool {
        match self {
            SkillId::Blade | SkillId::Guicai => false,
            SkillId::Luoyi => ctx.timing == Timing::DrawCount,
            SkillId::Yiji | SkillId::Luoshen => false,
            s => !s.compulsory(),
        }
    }

    /// Whether a judgement made for this skill counts as the good result.
    pub(crate) fn judge_good(self, card: CardId) -> bool {
        match self {
            SkillId::Ganglie => card.suit() != Suit::Heart,
            SkillId::Luoshen => card.color() == Color::Black,
            SkillId::Tieji => card.color() == Color::Red,
            _ => true,
        }
    }

    // ---------------------------------------------------------------- modifiers

    /// Added to the distance the owner counts to others.
    pub(crate) fn distance_from(self) -> i32 {
        match self {
            SkillId::OffensiveHorse => -1,
            SkillId::Mashu => mashu::distance_from(),
            _ => 0,
        }
    }
    /// Added to the distance others count to the owner.
    pub(crate) fn distance_to(self) -> i32 {
        if self == SkillId::DefensiveHorse { 1 } else { 0 }
    }
    /// 杀 may be used any number of times in the play phase.
    pub(crate) fn unlimited_slash(self) -> bool {
        match self {
            SkillId::Crossbow => true,
            SkillId::Paoxiao => paoxiao::unlimited_slash(),
            _ => false,
        }
    }
    /// Extra targets the owner's `card` may take.
    pub(crate) fn extra_targets(self, g: &Game, owner: Seat, card: &VCard) -> u8 {
        match self {
            SkillId::Halberd => cards::halberd::extra_targets(g, owner, card),
            _ => 0,
        }
    }
    /// The owner's `card` ignores the target's armour.
    pub(crate) fn ignores_armor(self, card: &VCard) -> bool {
        self == SkillId::QinggangSword && card.kind == CardKind::Slash
    }
    /// The owner cannot be chosen as a target of `kind` (空城, 谦逊).
    pub(crate) fn blocks_target(self, g: &Game, owner: Seat, kind: CardKind) -> bool {
        match self {
            SkillId::Kongcheng => kongcheng::blocks_target(g, owner, kind),
            SkillId::Qianxun => qianxun::blocks_target(kind),
            _ => false,
        }
    }
    /// The owner's tricks have no distance limit (奇才).
    pub(crate) fn tricks_ignore_distance(self) -> bool {
        self == SkillId::Qicai && qicai::tricks_ignore_distance()
    }
    /// How many 闪 a 杀 of the owner needs, and how many 杀 each answer in the owner's 决斗 needs (无双).
    pub(crate) fn responses_needed(self) -> u8 {
        if self == SkillId::Wushuang { wushuang::responses_needed() } else { 1 }
    }
    /// Extra recovery when `user` uses a 桃 on the dying owner (救援).
    pub(crate) fn peach_bonus(self, g: &Game, owner: Seat, user: Seat) -> i32 {
        if self == SkillId::Jiuyuan { jiuyuan::peach_bonus(g, owner, user) } else { 0 }
    }
    /// 同疾: with more hand cards than HP, whoever has the owner in attack range must 杀 only the owner.
    pub(crate) fn draws_slashes(self, g: &Game, owner: Seat) -> bool {
        self == SkillId::Tongji && tongji::draws_slashes(g, owner)
    }

    /// A conversion the owner may use to produce a `pattern` card (`in_play`: in its own play phase).
    pub(crate) fn conversion(self, g: &Game, owner: Seat, pattern: CardKind, in_play: bool) -> Option<CardSource> {
        use SkillId::*;
        match self {
            Spear => cards::spear::conversion(g, owner, pattern),
            Wusheng => wusheng::conversion(g, owner, pattern),
            Longdan => longdan::conversion(g, owner, pattern),
            Qingguo => qingguo::conversion(g, owner, pattern),
            Qixi => qixi::conversion(g, owner, pattern),
            Guose => guose::conversion(g, owner, pattern),
            Jijiu => jijiu::conversion(g, owner, pattern),
            Jijiang if in_play && pattern == CardKind::Slash => jijiang::play_source(g, owner),
            _ => None,
        }
    }

    /// A card made by this skill comes from another player (激将): the skill asks them when used.
    pub(crate) fn provides_from_others(self) -> bool {
        self == SkillId::Jijiang
    }

    /// A card this skill makes cannot be answered by 无懈可击 (离间's 决斗).
    pub(crate) fn unnullifiable(self) -> bool {
        self == SkillId::Lijian
    }

    /// A play-phase activation of this skill (制衡, 仁德 …), if one is possible now.
    pub(crate) fn play_option(self, g: &Game, owner: Seat) -> Option<PlayOption> {
        use SkillId::*;
        if g.turn.used.contains(&self) {
            return None;
        }
        match self {
            Rende => rende::play_option(g, owner),
            Zhiheng => zhiheng::play_option(g, owner),
            Kurou => kurou::play_option(g, owner),
            Fanjian => fanjian::play_option(g, owner),
            Jieyin => jieyin::play_option(g, owner),
            Qingnang => qingnang::play_option(g, owner),
            Lijian => lijian::play_option(g, owner),
            _ => None,
        }
    }

    /// Limited to once per play phase.
    fn once_per_phase(self) -> bool {
        matches!(self, SkillId::Zhiheng | SkillId::Fanjian | SkillId::Jieyin | SkillId::Qingnang | SkillId::Lijian)
    }
}

/// Finishes a skill frame, handing its context back to the trigger frame below it. Anything the
/// skill pushes after calling this resolves before the trigger goes on.
pub(crate) fn done(g: &mut Game, f: Box<SkillFrame>) {
    match g.stack.last_mut() {
        Some(Frame::Trigger(t)) => t.ctx = f.ctx,
        _ => g.ret = Ret::Ctx(Box::new(f.ctx)),
    }
}

fn draw_then_done(g: &mut Game, f: Box<SkillFrame>, n: usize) {
    let owner = f.owner;
    done(g, f);
    g.draw(owner, n, super::event::MoveReason::Draw);
}

/// Discards the cards chosen for an active skill, then each of `seats` recovers 1 HP, in that order.
pub(crate) fn discard_then_heal(g: &mut Game, f: Box<SkillFrame>, seats: &[Seat]) {
    let owner = f.owner;
    let cards = f.ctx.cards.clone();
    g.discard_cards(&cards, super::event::MoveReason::Discard);
    done(g, f);
    // The stack runs last-pushed first.
    for &s in seats.iter().rev() {
        g.stack.push(Frame::Recover { seat: s, amount: 1, source: Some(owner) });
    }
}

/// Parks the skill frame at its next step and makes its owner judge for `by`; the judge card comes
/// back as `Ret::Judge`.
pub(crate) fn judge_for(g: &mut Game, mut f: Box<SkillFrame>, by: ReasonBy) {
    f.step += 1;
    let owner = f.owner;
    g.stack.push(Frame::Skill(f));
    g.push_judge(owner, by);
}

/// Asks the owner of `f` a request, parking the skill frame.
pub(crate) fn ask(g: &mut Game, f: Box<SkillFrame>, seat: Seat, kind: RequestKind, about: Option<Seat>) {
    let req = Request { seat, kind, reason: Reason { by: ReasonBy::Skill(f.skill), about } };
    g.ask(Frame::Skill(f), req);
}

/// Runs a skill frame: optional skills first ask their owner.
pub(crate) fn run_skill(g: &mut Game, mut f: Box<SkillFrame>) {
    if !f.confirmed {
        if f.skill.asks_first(&f.ctx) {
            match g.take_answer() {
                None => {
                    let about = f.ctx.target.filter(|&t| t != f.owner).or(f.ctx.source.filter(|&s| s != f.owner));
                    let (seat, skill) = (f.owner, f.skill);
                    ask(g, f, seat, RequestKind::Confirm { skill }, about);
                    return;
                }
                Some(Answer::Confirm(true)) => {}
                Some(_) => return done(g, f),
            }
        }
        f.confirmed = true;
        if !matches!(f.skill, SkillId::Blade | SkillId::Guicai | SkillId::Yiji | SkillId::Luoshen) {
            // The other party, if any: the target, or the source when the owner is the target.
            let other = f.ctx.target.filter(|&t| t != f.owner).or(f.ctx.source.filter(|&s| s != f.owner));
            g.emit(Event::SkillInvoked { seat: f.owner, skill: f.skill, targets: other.into_iter().collect() });
        }
    }
    let skill = f.skill;
    skill.run(g, f);
}

/// Activates a play-phase skill with the chosen cards and targets (already validated).
pub(crate) fn activate(g: &mut Game, owner: Seat, skill: SkillId, cards: Vec<CardId>, targets: Vec<Seat>) {
    if skill.once_per_phase() {
        g.turn.used.push(skill);
    }
    g.emit(Event::SkillInvoked { seat: owner, skill, targets: targets.clone() });
    let ctx = Ctx { source: Some(owner), target: targets.first().copied(), targets, cards, ..Ctx::default() };
    g.stack.push(Frame::Skill(Box::new(SkillFrame { skill, owner, ctx, step: 0, confirmed: true, n: 0 })));
}

/// Uses a `kind` card that another player supplies through `skill` (激将 in the play phase).
pub(crate) fn activate_as(g: &mut Game, owner: Seat, skill: SkillId, kind: CardKind, targets: Vec<Seat>) {
    g.emit(Event::SkillInvoked { seat: owner, skill, targets: targets.clone() });
    let ctx = Ctx { source: Some(owner), targets, pattern: Some(kind), using: true, ..Ctx::default() };
    g.stack.push(Frame::Skill(Box::new(SkillFrame { skill, owner, ctx, step: 10, confirmed: true, n: 0 })));
}

impl Game {
    /// Calls `f` for every skill `seat` has: general skills (lord skills only while it is the lord),
    /// then equipment effects.
    pub(crate) fn for_each_skill(&self, seat: Seat, mut f: impl FnMut(SkillId)) {
        let p = &self.players[seat as usize];
        for &s in &p.skills {
            if !s.is_lord() || p.role == Role::Lord {
                f(s);
            }
        }
        for c in p.equip.iter().flatten() {
            if let Some(s) = equip_skill(c.kind()) {
                f(s);
            }
        }
    }

    pub(crate) fn has_skill(&self, seat: Seat, skill: SkillId) -> bool {
        let mut found = false;
        self.for_each_skill(seat, |s| found |= s == skill);
        found
    }

    /// Cards that a skill takes into `seat`'s hand, from wherever they are.
    pub(crate) fn obtain(&mut self, seat: Seat, cards: &[CardId]) {
        for &c in cards {
            self.move_card(c, super::types::Zone::Hand(seat), super::event::MoveReason::Obtain);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn equipment_listens_covers_every_equipment_timing() {
        for kind in CardKind::all() {
            let Some(skill) = equip_skill(kind) else { continue };
            for t in Timing::ALL {
                if skill.listens(t) {
                    assert!(equipment_listens(t), "{skill:?} listens for {t:?}");
                }
            }
        }
    }

    #[test]
    fn every_general_skill_id_in_the_data_is_known() {
        for g in super::super::data::generals() {
            for s in g.skills {
                let id = SkillId::from_id(s).unwrap_or_else(|| panic!("unknown skill {s}"));
                assert_eq!(id.is_lord(), g.lord_skills.contains(s), "{s}");
            }
        }
    }
}
