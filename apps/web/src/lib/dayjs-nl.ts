import dayjs from 'dayjs';
import 'dayjs/locale/nl';

// Spec §1: Dutch, weeks start on Monday (the 'nl' locale has weekStart 1 and yearStart 4).
dayjs.locale('nl');
export default dayjs;
