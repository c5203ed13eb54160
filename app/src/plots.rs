//! The plots of the game on screen: the snake's length over ticks (with a compared game's
//! length over it, and the tick where the two part), and the moves spent on each piece of
//! food, each with a cursor at the tick on screen. Clicking a plot jumps there.

use crate::board_view::look;
use crate::command::{Command, Commands};
use crate::state::AppState;
use egui::Ui;
use egui_plot::{Bar, BarChart, Line, Plot, PlotPoints, VLine};

/// The moves spent on each piece of food: `(meal number from 1, moves, tick after the meal)`.
pub fn moves_per_food(length_steps: &[(usize, usize)]) -> Vec<(usize, usize, usize)> {
    length_steps
        .windows(2)
        .enumerate()
        .map(|(k, w)| (k + 1, w[1].0 - w[0].0, w[1].0))
        .collect()
}

/// The length as a step line: flat between meals, up by one at each.
pub fn length_points(length_steps: &[(usize, usize)], last_tick: usize) -> Vec<[f64; 2]> {
    let mut points = Vec::with_capacity(length_steps.len() * 2 + 1);
    for (i, &(t, len)) in length_steps.iter().enumerate() {
        if i > 0 {
            points.push([t as f64, (len - 1) as f64]);
        }
        points.push([t as f64, len as f64]);
    }
    if let Some(&(_, len)) = length_steps.last() {
        points.push([last_tick as f64, len as f64]);
    }
    points
}

/// Both plots, side by side; a click on either goes to its tick.
pub fn plots_ui(ui: &mut Ui, state: &AppState, commands: &mut Commands) {
    let height = ui.available_height().max(80.0);
    let width = (ui.available_width() - 12.0) / 2.0;
    let jump = ui
        .horizontal(|ui| {
            let length = length_plot(ui, state, width, height);
            let food = food_plot(ui, state, width, height);
            length.or(food)
        })
        .inner;
    if let Some(t) = jump {
        commands.send(Command::GoToTick(t));
    }
}

/// The snake's length over ticks (and the compared game's, with the tick where they part);
/// returns the tick clicked.
fn length_plot(ui: &mut Ui, state: &AppState, width: f32, height: f32) -> Option<usize> {
    let pal = look::in_context(ui.ctx()).palette();
    let tick = state.tick();
    let last = state.ticks();
    let points = length_points(&state.length_steps(), last);
    let compared = state.comparison().map(|c| {
        let d = c.document();
        (
            c.label().to_owned(),
            length_points(&d.length_steps(), d.ticks()),
        )
    });
    let divergence = state.divergence();
    let response = still_plot("snakescope.plot.length", width, height)
        .x_axis_label(tr!("tick"))
        .y_axis_label(tr!("length"))
        .show(ui, |plot| {
            plot.line(Line::new(tr!("length"), PlotPoints::new(points)).color(pal.body));
            if let Some((label, points)) = compared {
                plot.line(
                    Line::new(
                        tr!("length, {label}", label = label),
                        PlotPoints::new(points),
                    )
                    .color(pal.divergence),
                );
            }
            if let Some(t) = divergence {
                plot.vline(
                    VLine::new(tr!("the games part"), t as f64)
                        .color(pal.divergence)
                        .style(egui_plot::LineStyle::dashed_loose()),
                );
            }
            plot.vline(VLine::new(tr!("now"), tick as f64).color(egui::Color32::WHITE));
            plot.pointer_coordinate()
        });
    let jump = clicked_at(&response).map(|at| at.x.round().clamp(0.0, last as f64) as usize);
    let compared_text = if state.comparison().is_some() {
        tr!(", and the compared game's")
    } else {
        String::new()
    };
    let response = response
        .response
        .on_hover_text(tr!("Click to go to that tick"));
    response.widget_info(|| {
        egui::WidgetInfo::labeled(
            egui::Role::Image,
            true,
            tr!(
                "Snake length over ticks{compared_text}",
                compared_text = compared_text
            ),
        )
    });
    jump
}

/// The moves spent on each piece of food, those eaten by the tick on screen lit; returns the
/// tick after the meal clicked (0 left of the first).
fn food_plot(ui: &mut Ui, state: &AppState, width: f32, height: f32) -> Option<usize> {
    let pal = look::in_context(ui.ctx()).palette();
    let tick = state.tick();
    let last = state.ticks();
    let meals = moves_per_food(&state.length_steps());
    let done = meals.iter().filter(|m| m.2 <= tick).count();
    let bars: Vec<Bar> = meals
        .iter()
        .map(|&(k, moves, _)| {
            let colour = if k <= done {
                pal.food
            } else {
                pal.food.gamma_multiply(0.35)
            };
            Bar::new(k as f64, moves as f64).width(0.8).fill(colour)
        })
        .collect();
    let response = still_plot("snakescope.plot.food", width, height)
        .include_x(0.0)
        .x_axis_label(tr!("food eaten"))
        .y_axis_label(tr!("moves"))
        .show(ui, |plot| {
            plot.bar_chart(BarChart::new(tr!("moves per food"), bars));
            plot.vline(VLine::new(tr!("now"), done as f64 + 0.5).color(egui::Color32::WHITE));
            plot.pointer_coordinate()
        });
    let jump = clicked_at(&response).map(|at| match at.x.round().max(0.0) as usize {
        0 => 0,
        k => meals.get(k - 1).map_or(last, |m| m.2),
    });
    let response = response
        .response
        .on_hover_text(tr!("Click a bar to go to the tick after that meal"));
    response.widget_info(|| {
        egui::WidgetInfo::labeled(egui::Role::Image, true, tr!("Moves spent per food"))
    });
    jump
}

/// Where a plot was clicked or dragged, in the plot's coordinates.
fn clicked_at(
    response: &egui_plot::PlotResponse<Option<egui_plot::PlotPoint>>,
) -> Option<egui_plot::PlotPoint> {
    let r = &response.response;
    if r.clicked() || r.dragged() {
        response.inner
    } else {
        None
    }
}

/// A plot of the given size that only reports clicks: no dragging, zooming or scrolling, so a
/// click always means "go to this tick".
fn still_plot(id: &str, width: f32, height: f32) -> Plot<'_> {
    Plot::new(id)
        .width(width)
        .height(height)
        .allow_drag(false)
        .allow_zoom(false)
        .allow_scroll(false)
        .allow_boxed_zoom(false)
        .allow_double_click_reset(false)
        .include_y(0.0)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn meals_give_steps_and_bars() {
        let steps = [(0, 4), (6, 5), (10, 6)];
        assert_eq!(moves_per_food(&steps), vec![(1, 6, 6), (2, 4, 10)]);
        let pts = length_points(&steps, 12);
        assert_eq!(
            pts,
            vec![
                [0.0, 4.0],
                [6.0, 4.0],
                [6.0, 5.0],
                [10.0, 5.0],
                [10.0, 6.0],
                [12.0, 6.0]
            ]
        );
    }
}
