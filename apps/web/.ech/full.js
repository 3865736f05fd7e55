import * as echarts from 'echarts/core';
import { BarChart, LineChart, SankeyChart } from 'echarts/charts';
import { GridComponent, MarkAreaComponent, TooltipComponent } from 'echarts/components';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([BarChart, LineChart, SankeyChart, GridComponent, MarkAreaComponent, TooltipComponent, SVGRenderer]);
export const init = echarts.init;
