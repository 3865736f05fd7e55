/**
 * ECharts for the history screen (lazy chunk): trend lines with tooltips, drawn as SVG. Without
 * bar and sankey (~8 KB brotli less than one chunk for both screens).
 */
// renamed: ECharts' `use` is no React hook
import { use as registreer } from 'echarts/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EchartsTekening } from './echarts-tekening';

registreer([LineChart, GridComponent, TooltipComponent, SVGRenderer]);

export default EchartsTekening;
