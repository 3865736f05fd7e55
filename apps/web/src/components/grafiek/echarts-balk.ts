/**
 * ECharts for KengetallenGrafisch (lazy chunk): bars with reference bands (markArea), the flow
 * diagram (sankey) and tooltips, drawn as SVG. Add a part here only when a chart uses it.
 */
// renamed: ECharts' `use` is no React hook
import { use as registreer } from 'echarts/core';
import { BarChart, SankeyChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';
import { EchartsTekening } from './echarts-tekening';

registreer([BarChart, SankeyChart, GridComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);

export default EchartsTekening;
