//! General portraits: an ink-wash bust on a faction-coloured landscape. Each general has its own
//! headgear, beard, face and attribute (weapon, fan, eye patch …); the landscape is seeded by the id.

use crate::canvas::{Canvas, P, mix, rgb, rgba};
use crate::shapes::{INK, blossom, cloud, jian, ridge};
use rand::{RngExt, SeedableRng};
use rand_chacha::ChaCha8Rng;
use sanguosha::rules::data::{Faction, Gender, GeneralDef};
use std::f32::consts::PI;

pub const W: f32 = 240.0;
pub const H: f32 = 300.0;

/// Background (light, dark) and robe colour per faction: 魏 blue, 蜀 red, 吴 green, 群 grey-black.
pub fn faction_colours(f: Faction) -> (u32, u32, u32) {
    match f {
        Faction::Wei => (0x5a7ab8, 0x12203f, 0x2b4c8c),
        Faction::Shu => (0xc0604a, 0x3d0f0a, 0x9c2a1e),
        Faction::Wu => (0x5aa070, 0x0f3019, 0x2e7a45),
        Faction::Qun => (0x8a8a8a, 0x151515, 0x4a4a4a),
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Head {
    Crown,
    Helmet,
    Plumes,
    Scholar,
    Scarf,
    Topknot,
    Bald,
    Bun,
    TwinBuns,
    Bandana,
}

#[derive(Clone, Copy, PartialEq)]
enum Beard {
    None,
    Short,
    Long,
    Bushy,
    Thin,
}

#[derive(Clone, Copy, PartialEq)]
enum Item {
    None,
    Sword,
    Blade,
    Spear,
    Halberd,
    Fan,
    EyePatch,
    Bow,
    Flower,
    Bell,
    Axe,
    Scroll,
    TwinSwords,
}

/// Per-general look: headgear, beard, attribute, headgear colour.
fn look(id: &str) -> (Head, Beard, Item, u32) {
    match id {
        "caocao" => (Head::Crown, Beard::Short, Item::Sword, 0x1a1a1a),
        "simayi" => (Head::Scholar, Beard::Thin, Item::Scroll, 0x2a2a3a),
        "xiahoudun" => (Head::Helmet, Beard::Short, Item::EyePatch, 0x3a4a6a),
        "zhangliao" => (Head::Helmet, Beard::Short, Item::Halberd, 0x5a6a8a),
        "xuchu" => (Head::Bald, Beard::Bushy, Item::Axe, 0x3a2a1a),
        "guojia" => (Head::Scholar, Beard::None, Item::Scroll, 0x4a5a7a),
        "zhenji" => (Head::Bun, Beard::None, Item::Flower, 0x1a1a2a),
        "liubei" => (Head::Crown, Beard::Thin, Item::TwinSwords, 0x1a1a1a),
        "guanyu" => (Head::Scarf, Beard::Long, Item::Blade, 0x2f7a4a),
        "zhangfei" => (Head::Helmet, Beard::Bushy, Item::Spear, 0x2a2a2a),
        "zhugeliang" => (Head::Scholar, Beard::Thin, Item::Fan, 0x3a3a4a),
        "zhaoyun" => (Head::Plumes, Beard::None, Item::Spear, 0xd8d8e0),
        "machao" => (Head::Plumes, Beard::None, Item::Spear, 0xc0c8d0),
        "huangyueying" => (Head::TwinBuns, Beard::None, Item::Scroll, 0x2a1a1a),
        "sunquan" => (Head::Crown, Beard::Bushy, Item::None, 0x3a2a1a),
        "ganning" => (Head::Bandana, Beard::Short, Item::Bell, 0xb3261b),
        "lvmeng" => (Head::Helmet, Beard::Short, Item::Sword, 0x4a6a4a),
        "huanggai" => (Head::Helmet, Beard::Long, Item::Axe, 0x6a5a3a),
        "zhouyu" => (Head::Topknot, Beard::None, Item::Scroll, 0x1a1a1a),
        "daqiao" => (Head::Bun, Beard::None, Item::Flower, 0x1a1a1a),
        "luxun" => (Head::Scholar, Beard::None, Item::Sword, 0x2a4a3a),
        "sunshangxiang" => (Head::TwinBuns, Beard::None, Item::Bow, 0x2a1010),
        "huatuo" => (Head::Topknot, Beard::Long, Item::Scroll, 0xd8d0c0),
        "lvbu" => (Head::Plumes, Beard::None, Item::Halberd, 0xb8892c),
        "diaochan" => (Head::Bun, Beard::None, Item::Fan, 0x1a1a1a),
        "huaxiong" => (Head::Helmet, Beard::Bushy, Item::Blade, 0x6a2a1a),
        "yuanshu" => (Head::Crown, Beard::Thin, Item::Scroll, 0xb8892c),
        _ => (Head::Topknot, Beard::Short, Item::None, 0x1a1a1a),
    }
}

/// Renders the portrait of `g` at `scale`.
pub fn portrait(g: &GeneralDef, scale: f32) -> Canvas {
    let mut c = Canvas::new(W, H, scale);
    let seed = g.id.bytes().fold(0xcbf2_9ce4_8422_2325u64, |h, b| (h ^ b as u64).wrapping_mul(0x100_0000_01b3));
    let mut rng = ChaCha8Rng::seed_from_u64(seed);
    let (light, dark, robe) = faction_colours(g.faction);
    let (head, beard, item, hat) = look(g.id);
    let female = g.gender == Gender::Female;
    // 华佗 is old: white hair.
    let hair_ink = if g.id == "huatuo" { 0xd8d4cc } else { 0x1a1414 };

    let frame = P::new().rrect(0.0, 0.0, W, H, 14.0).done();
    c.fill_linear(&frame, 0.0, 0.0, 0.0, H, &[(0.0, rgb(light)), (1.0, rgb(dark))]);
    c.clip(&frame);
    let sx = rng.random_range(40.0..200.0);
    c.fill(
        &P::new().circle(sx, rng.random_range(40.0..80.0), rng.random_range(18.0..30.0)).done(),
        rgba(0xfff2d0, 0.35),
    );
    ridge(&mut c, &mut rng, 0.0, W, 150.0, 60.0, H, mix(light, 0xffffff, 0.3), 0.35);
    ridge(&mut c, &mut rng, 0.0, W, 200.0, 40.0, H, dark, 0.5);
    for _ in 0..2 {
        let (x, y) = (rng.random_range(20.0..220.0), rng.random_range(30.0..120.0));
        cloud(&mut c, x, y, rng.random_range(12.0..20.0), 0xffffff, 0.22);
    }

    let skin = if matches!(g.id, "zhangfei" | "huaxiong" | "xuchu") {
        0xc89a70
    } else if g.id == "guanyu" {
        0xb8503a
    } else if female {
        0xf4dcc4
    } else {
        0xe6c39a
    };
    let cx = W / 2.0 + rng.random_range(-8.0..8.0);
    let hy = 118.0;

    // Attribute behind the figure.
    match item {
        Item::Sword => {
            c.save();
            c.translate(cx + 62.0, 196.0);
            c.rotate(-12.0, 0.0, 0.0);
            jian(&mut c, 150.0, 12.0, 0xc8d0d8, 0x3a2a1a);
            c.restore();
        }
        Item::Blade | Item::Spear | Item::Halberd | Item::Axe => {
            let (px, top) = (cx + 70.0, 20.0);
            c.stroke(&P::new().line(&[(px - 10.0, H), (px, top + 30.0)]).done(), rgb(0x3a2a1a), 7.0);
            let steel = |c: &mut Canvas, p: &tiny_skia::Path| {
                c.fill_linear(p, px - 20.0, 0.0, px + 30.0, 0.0, &[(0.0, rgb(0xe0e6ea)), (1.0, rgb(0x7a8490))]);
                c.stroke(p, rgb(INK), 1.5);
            };
            match item {
                Item::Blade => steel(
                    &mut c,
                    &P::new()
                        .m(px - 2.0, top + 40.0)
                        .q(px - 6.0, top, px + 16.0, top - 14.0)
                        .q(px + 34.0, top + 20.0, px + 10.0, top + 50.0)
                        .z()
                        .done(),
                ),
                Item::Spear => {
                    steel(
                        &mut c,
                        &P::new()
                            .poly(&[(px, top - 20.0), (px + 8.0, top + 10.0), (px, top + 34.0), (px - 8.0, top + 10.0)])
                            .done(),
                    );
                    c.fill(
                        &P::new()
                            .poly(&[
                                (px - 10.0, top + 34.0),
                                (px + 10.0, top + 34.0),
                                (px + 4.0, top + 50.0),
                                (px - 4.0, top + 50.0),
                            ])
                            .done(),
                        rgb(0xb3161b),
                    );
                }
                Item::Halberd => {
                    steel(
                        &mut c,
                        &P::new()
                            .poly(&[(px, top - 20.0), (px + 6.0, top + 10.0), (px, top + 24.0), (px - 6.0, top + 10.0)])
                            .done(),
                    );
                    steel(
                        &mut c,
                        &P::new()
                            .m(px + 2.0, top + 20.0)
                            .q(px + 36.0, top + 6.0, px + 32.0, top + 46.0)
                            .q(px + 20.0, top + 30.0, px + 2.0, top + 36.0)
                            .z()
                            .done(),
                    );
                }
                _ => steel(
                    &mut c,
                    &P::new()
                        .m(px, top + 24.0)
                        .q(px + 50.0, top + 10.0, px + 44.0, top + 70.0)
                        .q(px + 26.0, top + 52.0, px, top + 56.0)
                        .z()
                        .done(),
                ),
            }
        }
        Item::TwinSwords => {
            for (dx, deg) in [(54.0, -18.0), (72.0, -4.0)] {
                c.save();
                c.translate(cx + dx, 196.0);
                c.rotate(deg, 0.0, 0.0);
                jian(&mut c, 150.0, 11.0, 0xc8d0d8, 0x3a2a1a);
                c.restore();
            }
        }
        Item::Bow => {
            c.stroke(&P::new().m(cx + 60.0, 60.0).q(cx + 110.0, 150.0, cx + 60.0, 240.0).done(), rgb(0x7a2a1a), 6.0);
            c.stroke(&P::new().line(&[(cx + 60.0, 60.0), (cx + 60.0, 240.0)]).done(), rgb(0xe8dcc0), 1.2);
        }
        _ => {}
    }

    // Shoulders and robe with crossed collar.
    let body = P::new()
        .m(cx - 100.0, H)
        .c(cx - 96.0, 210.0, cx - 70.0, 186.0, cx - 30.0, 176.0)
        .l(cx + 30.0, 176.0)
        .c(cx + 70.0, 186.0, cx + 96.0, 210.0, cx + 100.0, H)
        .z()
        .done();
    c.fill_linear(&body, 0.0, 176.0, 0.0, H, &[(0.0, rgb(mix(robe, 0xffffff, 0.15))), (1.0, rgb(mix(robe, INK, 0.5)))]);
    c.stroke(&body, rgba(INK, 0.8), 2.5);
    if matches!(head, Head::Helmet | Head::Plumes) || item == Item::Axe {
        // Armour plates on the shoulders.
        for s in [-1.0f32, 1.0] {
            for k in 0..3 {
                let y = 196.0 + k as f32 * 14.0;
                let plate = P::new().m(cx + s * 40.0, y).q(cx + s * 70.0, y - 6.0, cx + s * 90.0, y + 14.0).done();
                c.stroke(&plate, rgba(0xd8c890, 0.7), 4.0);
            }
        }
    }
    let collar = P::new().m(cx - 30.0, 176.0).l(cx + 14.0, 240.0).m(cx + 30.0, 176.0).l(cx - 6.0, 222.0).done();
    c.stroke(&collar, rgb(0xf0e6cc), 9.0);
    c.stroke(&P::new().line(&[(cx - 12.0, 160.0), (cx + 12.0, 160.0)]).done(), rgb(mix(skin, INK, 0.2)), 22.0);

    // Hair behind the head.
    if female {
        let hair = P::new().oval(cx, hy + 6.0, 40.0, 50.0).done();
        c.fill(&hair, rgb(0x1a1414));
        let fall = P::new()
            .m(cx - 38.0, hy)
            .q(cx - 56.0, hy + 60.0, cx - 44.0, hy + 90.0)
            .l(cx + 44.0, hy + 90.0)
            .q(cx + 56.0, hy + 60.0, cx + 38.0, hy)
            .z()
            .done();
        c.fill(&fall, rgb(0x1a1414));
    }

    // Face.
    let face = P::new()
        .m(cx, hy - 42.0)
        .c(cx + 34.0, hy - 42.0, cx + 36.0, hy + 6.0, cx + 28.0, hy + 24.0)
        .c(cx + 20.0, hy + 42.0, cx + 8.0, hy + 48.0, cx, hy + 48.0)
        .c(cx - 8.0, hy + 48.0, cx - 20.0, hy + 42.0, cx - 28.0, hy + 24.0)
        .c(cx - 36.0, hy + 6.0, cx - 34.0, hy - 42.0, cx, hy - 42.0)
        .z()
        .done();
    c.fill_radial(
        &face,
        cx - 8.0,
        hy - 6.0,
        60.0,
        &[(0.0, rgb(mix(skin, 0xffffff, 0.2))), (1.0, rgb(mix(skin, INK, 0.25)))],
    );
    c.stroke(&face, rgba(INK, 0.85), 2.0);
    for s in [-1.0f32, 1.0] {
        c.fill(&P::new().oval(cx + s * 34.0, hy + 4.0, 5.0, 9.0).done(), rgb(mix(skin, INK, 0.15)));
    }
    // Eyes and brows: fierce generals get slanted brows.
    let fierce = matches!(beard, Beard::Bushy) || matches!(head, Head::Helmet | Head::Plumes);
    for s in [-1.0f32, 1.0] {
        let ex = cx + s * 13.0;
        if item == Item::EyePatch && s < 0.0 {
            c.fill(&P::new().oval(ex, hy + 2.0, 10.0, 8.0).done(), rgb(INK));
            c.stroke(&P::new().line(&[(cx - 34.0, hy - 14.0), (cx + 30.0, hy - 4.0)]).done(), rgb(INK), 2.0);
        } else {
            let eye = P::new()
                .m(ex - 8.0, hy + 2.0)
                .q(ex, hy - 3.0 - (female as u8) as f32, ex + 8.0, hy + 2.0)
                .q(ex, hy + 5.0, ex - 8.0, hy + 2.0)
                .z()
                .done();
            c.fill(&eye, rgb(0xf8f2e8));
            let iris = if g.id == "sunquan" { 0x2f8a5a } else { INK }; // 碧眼
            c.fill(&P::new().circle(ex + s * 0.5, hy + 1.5, 2.8).done(), rgb(iris));
            if female {
                c.stroke(&P::new().m(ex - s * 8.0, hy + 1.0).l(ex + s * 10.0, hy - 2.0).done(), rgb(INK), 1.2);
            }
        }
        let (inner, outer) = if fierce { (hy - 12.0, hy - 17.0) } else { (hy - 10.0, hy - 11.0) };
        let brow = P::new().m(cx + s * 5.0, inner).q(cx + s * 13.0, outer - 3.0, cx + s * 22.0, outer + 2.0).done();
        c.stroke(
            &brow,
            rgb(INK),
            if female {
                1.6
            } else if fierce {
                4.5
            } else {
                3.0
            },
        );
    }
    c.stroke(&P::new().m(cx - 1.0, hy + 6.0).q(cx - 4.0, hy + 18.0, cx + 2.0, hy + 20.0).done(), rgba(INK, 0.6), 1.5);
    let lip = if female { 0xc0303a } else { mix(skin, 0x8a2a20, 0.5) };
    c.stroke(
        &P::new().m(cx - 7.0, hy + 30.0).q(cx, hy + 33.0, cx + 7.0, hy + 30.0).done(),
        rgb(lip),
        if female { 3.0 } else { 2.0 },
    );

    // Beard.
    // 孙权 is remembered for a purple beard (紫髯), 华佗 for his age.
    let bc = match g.id {
        "huatuo" => 0xd8d4cc,
        "sunquan" => 0x6a2a50,
        _ => 0x1a1612,
    };
    match beard {
        Beard::None => {}
        Beard::Short => {
            c.stroke(&P::new().m(cx - 14.0, hy + 26.0).q(cx, hy + 20.0, cx + 14.0, hy + 26.0).done(), rgb(bc), 3.0);
            c.fill(&P::new().poly(&[(cx - 6.0, hy + 38.0), (cx + 6.0, hy + 38.0), (cx, hy + 56.0)]).done(), rgb(bc));
        }
        Beard::Long => {
            c.stroke(&P::new().m(cx - 16.0, hy + 28.0).q(cx, hy + 20.0, cx + 16.0, hy + 28.0).done(), rgb(bc), 3.5);
            let b = P::new()
                .m(cx - 22.0, hy + 30.0)
                .q(cx - 20.0, hy + 90.0, cx, hy + 120.0)
                .q(cx + 20.0, hy + 90.0, cx + 22.0, hy + 30.0)
                .q(cx, hy + 44.0, cx - 22.0, hy + 30.0)
                .z()
                .done();
            c.fill(&b, rgb(bc));
            for k in 0..4 {
                let x = cx - 12.0 + k as f32 * 8.0;
                c.stroke(
                    &P::new().m(x, hy + 50.0).q(x + 2.0, hy + 80.0, cx, hy + 110.0).done(),
                    rgba(0xffffff, 0.15),
                    1.2,
                );
            }
        }
        Beard::Bushy => {
            let b = P::new()
                .m(cx - 30.0, hy + 16.0)
                .q(cx - 40.0, hy + 60.0, cx - 20.0, hy + 72.0)
                .l(cx - 10.0, hy + 62.0)
                .l(cx, hy + 78.0)
                .l(cx + 10.0, hy + 62.0)
                .l(cx + 20.0, hy + 72.0)
                .q(cx + 40.0, hy + 60.0, cx + 30.0, hy + 16.0)
                .q(cx + 20.0, hy + 38.0, cx, hy + 38.0)
                .q(cx - 20.0, hy + 38.0, cx - 30.0, hy + 16.0)
                .z()
                .done();
            c.fill(&b, rgb(bc));
            c.stroke(&P::new().m(cx - 9.0, hy + 30.0).q(cx, hy + 34.0, cx + 9.0, hy + 30.0).done(), rgb(0x8a2a20), 3.0);
        }
        Beard::Thin => {
            for s in [-1.0f32, 1.0] {
                c.stroke(
                    &P::new().m(cx + s * 4.0, hy + 26.0).q(cx + s * 18.0, hy + 30.0, cx + s * 20.0, hy + 54.0).done(),
                    rgb(bc),
                    2.0,
                );
            }
            c.stroke(&P::new().m(cx, hy + 40.0).q(cx + 2.0, hy + 60.0, cx - 2.0, hy + 84.0).done(), rgb(bc), 3.0);
        }
    }

    // Headgear.
    let top = hy - 42.0;
    let hair = P::new()
        .m(cx - 33.0, hy - 8.0)
        .q(cx - 34.0, top - 6.0, cx, top - 6.0)
        .q(cx + 34.0, top - 6.0, cx + 33.0, hy - 8.0)
        .q(cx, top + 8.0, cx - 33.0, hy - 8.0)
        .z()
        .done();
    if !matches!(head, Head::Bald | Head::Helmet | Head::Plumes) {
        c.fill(&hair, rgb(hair_ink));
    }
    match head {
        Head::Crown => {
            c.fill(&P::new().rrect(cx - 16.0, top - 26.0, 32.0, 24.0, 4.0).done(), rgb(hat));
            let board = P::new()
                .poly(&[
                    (cx - 44.0, top - 30.0),
                    (cx + 44.0, top - 34.0),
                    (cx + 44.0, top - 26.0),
                    (cx - 44.0, top - 22.0),
                ])
                .done();
            c.fill(&board, rgb(hat));
            c.stroke(&board, rgb(0xc9a14a), 2.0);
            for s in [-1.0f32, 1.0] {
                for k in 0..3 {
                    let x = cx + s * (30.0 + k as f32 * 6.0);
                    let y0 = top - 26.0 - s * 2.0;
                    c.stroke(&P::new().line(&[(x, y0), (x, y0 + 26.0)]).done(), rgb(0xe8c860), 1.2);
                    for b in 0..4 {
                        c.fill(&P::new().circle(x, y0 + 6.0 + b as f32 * 6.0, 1.8).done(), rgb(0xf0d890));
                    }
                }
            }
        }
        Head::Helmet | Head::Plumes => {
            let dome = P::new()
                .m(cx - 38.0, hy - 4.0)
                .q(cx - 40.0, top - 24.0, cx, top - 24.0)
                .q(cx + 40.0, top - 24.0, cx + 38.0, hy - 4.0)
                .l(cx + 30.0, hy - 8.0)
                .q(cx, top - 2.0, cx - 30.0, hy - 8.0)
                .z()
                .done();
            c.fill_linear(
                &dome,
                cx - 40.0,
                0.0,
                cx + 40.0,
                0.0,
                &[(0.0, rgb(mix(hat, 0xffffff, 0.35))), (1.0, rgb(mix(hat, INK, 0.3)))],
            );
            c.stroke(&dome, rgb(INK), 2.0);
            c.stroke(
                &P::new().m(cx - 34.0, top + 6.0).q(cx, top - 6.0, cx + 34.0, top + 6.0).done(),
                rgb(0xc9a14a),
                4.0,
            );
            if head == Head::Plumes {
                let (n, colour) = if g.id == "lvbu" { (2, 0xc89a3a) } else { (1, 0xf0f0f0) };
                for k in 0..n {
                    let s = if n == 2 { if k == 0 { -1.0 } else { 1.0 } } else { 0.0 };
                    let p = P::new()
                        .m(cx + s * 10.0, top - 22.0)
                        .c(
                            cx + s * 40.0 - 10.0,
                            top - 90.0,
                            cx + s * 90.0 + 20.0,
                            top - 100.0,
                            cx + s * 100.0 + 40.0,
                            top - 40.0,
                        )
                        .done();
                    c.stroke(&p, rgb(colour), 6.0);
                    c.stroke(&p, rgba(INK, 0.4), 1.0);
                }
                c.fill(&P::new().circle(cx, top - 26.0, 7.0).done(), rgb(0xb3161b));
            } else {
                c.fill(
                    &P::new().poly(&[(cx - 4.0, top - 22.0), (cx + 4.0, top - 22.0), (cx, top - 52.0)]).done(),
                    rgb(0xc9a14a),
                );
                c.fill(&P::new().circle(cx, top - 30.0, 5.0).done(), rgb(0xb3161b));
            }
            if g.id == "machao" {
                // Lion-faced helmet mark.
                c.fill(&P::new().star(cx, top - 6.0, 8, 10.0, 6.0, 0.0).done(), rgb(0xd9a830));
            }
        }
        Head::Scholar => {
            let cap = P::new()
                .m(cx - 32.0, top + 4.0)
                .q(cx - 30.0, top - 30.0, cx, top - 30.0)
                .q(cx + 30.0, top - 30.0, cx + 32.0, top + 4.0)
                .q(cx, top - 6.0, cx - 32.0, top + 4.0)
                .z()
                .done();
            c.fill(&cap, rgb(hat));
            for s in [-1.0f32, 1.0] {
                c.stroke(
                    &P::new().m(cx + s * 28.0, top).q(cx + s * 46.0, top + 30.0, cx + s * 40.0, top + 70.0).done(),
                    rgba(hat, 0.9),
                    4.0,
                );
            }
        }
        Head::Scarf => {
            let scarf = P::new()
                .m(cx - 36.0, hy - 6.0)
                .q(cx - 40.0, top - 20.0, cx, top - 22.0)
                .q(cx + 40.0, top - 20.0, cx + 36.0, hy - 6.0)
                .q(cx, top + 4.0, cx - 36.0, hy - 6.0)
                .z()
                .done();
            c.fill(&scarf, rgb(hat));
            c.stroke(&P::new().m(cx + 30.0, top).q(cx + 60.0, top + 20.0, cx + 56.0, top + 60.0).done(), rgb(hat), 6.0);
        }
        Head::Topknot => {
            c.fill(&P::new().circle(cx, top - 10.0, 13.0).done(), rgb(hair_ink));
            c.stroke(&P::new().line(&[(cx - 22.0, top - 12.0), (cx + 22.0, top - 8.0)]).done(), rgb(0xc9a14a), 3.0);
        }
        Head::Bald => {
            c.fill(&P::new().circle(cx, top - 6.0, 8.0).done(), rgb(0x1a1414));
        }
        Head::Bun => {
            c.fill(&P::new().oval(cx, top - 18.0, 26.0, 18.0).done(), rgb(0x1a1414));
            for (s, colour) in [(-1.0f32, 0xe8c860), (1.0, 0xc0303a)] {
                c.stroke(
                    &P::new().line(&[(cx + s * 6.0, top - 20.0), (cx + s * 40.0, top - 40.0)]).done(),
                    rgb(0xe8c860),
                    2.0,
                );
                c.fill(&P::new().circle(cx + s * 40.0, top - 40.0, 4.0).done(), rgb(colour));
            }
            blossom(&mut c, cx - 26.0, top - 6.0, 9.0, 0xeb8aa0, rng.random_range(0.0..1.0));
        }
        Head::TwinBuns => {
            for s in [-1.0f32, 1.0] {
                c.fill(&P::new().circle(cx + s * 24.0, top - 12.0, 15.0).done(), rgb(0x1a1414));
                c.stroke(&P::new().circle(cx + s * 24.0, top - 12.0, 15.0).done(), rgb(0xc0303a), 2.0);
            }
        }
        Head::Bandana => {
            c.fill(
                &P::new()
                    .m(cx - 34.0, top + 10.0)
                    .q(cx, top - 6.0, cx + 34.0, top + 10.0)
                    .l(cx + 34.0, top + 2.0)
                    .q(cx, top - 16.0, cx - 34.0, top + 2.0)
                    .z()
                    .done(),
                rgb(hat),
            );
            c.stroke(
                &P::new().m(cx - 32.0, top + 6.0).q(cx - 56.0, top + 10.0, cx - 60.0, top + 36.0).done(),
                rgb(hat),
                5.0,
            );
        }
    }

    // Held attributes in front.
    match item {
        Item::Fan => {
            let (fx, fy) = (cx - 58.0, 226.0);
            for k in 0..9 {
                let a = -PI / 2.0 + (k as f32 - 4.0) * 0.14;
                let p = P::new().m(fx, fy + 30.0).l(fx + 46.0 * a.cos(), fy + 46.0 * a.sin() - 10.0).done();
                c.stroke(&p, rgb(if g.id == "diaochan" { 0xeb8aa0 } else { 0xf6f2ea }), 9.0);
            }
            c.stroke(&P::new().line(&[(fx, fy + 30.0), (fx + 4.0, fy + 60.0)]).done(), rgb(0x6a4426), 5.0);
        }
        Item::Flower => blossom(&mut c, cx - 56.0, 238.0, 18.0, 0xeb8aa0, 0.4),
        Item::Scroll => {
            let s = P::new().rrect(cx - 78.0, 232.0, 40.0, 16.0, 5.0).done();
            c.fill(&s, rgb(0xf0e2c0));
            c.stroke(&s, rgb(INK), 1.5);
            c.fill(&P::new().rrect(cx - 82.0, 228.0, 8.0, 24.0, 3.0).done(), rgb(0x6a4426));
        }
        Item::Bell => {
            for k in 0..3 {
                let b = P::new().circle(cx - 30.0 + k as f32 * 14.0, 186.0 + (k % 2) as f32 * 4.0, 5.0).done();
                c.fill(&b, rgb(0xd9a830));
                c.stroke(&b, rgb(INK), 1.0);
            }
        }
        _ => {}
    }
    c.unclip();

    // Frame, faction seal, gender mark.
    c.stroke(&frame, rgb(0xc9a14a), 5.0);
    c.stroke(&P::new().rrect(7.0, 7.0, W - 14.0, H - 14.0, 10.0).done(), rgba(0xc9a14a, 0.6), 1.2);
    emblem(&mut c, g.faction, 32.0, 32.0, 20.0);
    if female {
        let (x, y) = (W - 30.0, 30.0);
        let disc = P::new().circle(x, y, 16.0).done();
        c.fill(&disc, rgba(0xfff6ea, 0.9));
        c.stroke(&disc, rgb(0xc0303a), 1.5);
        c.stroke(&P::new().circle(x, y - 3.0, 6.0).done(), rgb(0xc0303a), 2.2);
        c.stroke(
            &P::new().line(&[(x, y + 3.0), (x, y + 11.0)]).m(x - 4.0, y + 7.0).l(x + 4.0, y + 7.0).done(),
            rgb(0xc0303a),
            2.2,
        );
    }
    c
}

/// The faction emblem: a seal in the faction colour with a geometric mark (魏 tower, 蜀 sun, 吴 waves,
/// 群 mountain), centred on (`x`, `y`) with radius `r`. No text, so it reads the same in every language.
pub fn emblem(c: &mut Canvas, f: Faction, x: f32, y: f32, r: f32) {
    let (light, dark, robe) = faction_colours(f);
    let disc = P::new().circle(x, y, r).done();
    c.fill_radial(&disc, x - r * 0.3, y - r * 0.3, r * 1.5, &[(0.0, rgb(light)), (1.0, rgb(mix(robe, dark, 0.4)))]);
    c.stroke(&disc, rgb(0xe0c070), r * 0.12);
    let ink = rgb(0xf6ecd0);
    let k = r / 20.0;
    match f {
        Faction::Wei => {
            let p = P::new()
                .poly(&[
                    (x - 11.0 * k, y + 11.0 * k),
                    (x - 8.0 * k, y - 4.0 * k),
                    (x + 8.0 * k, y - 4.0 * k),
                    (x + 11.0 * k, y + 11.0 * k),
                ])
                .poly(&[(x - 13.0 * k, y - 4.0 * k), (x, y - 13.0 * k), (x + 13.0 * k, y - 4.0 * k)])
                .done();
            c.fill(&p, ink);
            c.fill(&P::new().rect(x - 2.5 * k, y + 3.0 * k, 5.0 * k, 8.0 * k).done(), rgb(mix(robe, dark, 0.4)));
        }
        Faction::Shu => {
            c.fill(&P::new().star(x, y, 8, 13.0 * k, 7.0 * k, 0.0).done(), ink);
            c.fill(&P::new().circle(x, y, 5.5 * k).done(), rgb(mix(robe, dark, 0.4)));
        }
        Faction::Wu => {
            for i in 0..3 {
                let yy = y - 7.0 * k + i as f32 * 7.0 * k;
                let p = P::new()
                    .m(x - 12.0 * k, yy)
                    .q(x - 6.0 * k, yy - 6.0 * k, x, yy)
                    .q(x + 6.0 * k, yy + 6.0 * k, x + 12.0 * k, yy)
                    .done();
                c.stroke(&p, ink, 2.6 * k);
            }
        }
        Faction::Qun => {
            c.fill(
                &P::new()
                    .poly(&[
                        (x - 13.0 * k, y + 9.0 * k),
                        (x - 4.0 * k, y - 10.0 * k),
                        (x + 2.0 * k, y),
                        (x + 6.0 * k, y - 5.0 * k),
                        (x + 13.0 * k, y + 9.0 * k),
                    ])
                    .done(),
                ink,
            );
        }
    }
}
